import { Broadcast, type BroadcastListener } from '@liveqr/api/platform';
import { Logger } from '@nestjs/common';
import type { WebhookEndpointsRepository } from '../infrastructure/webhook-endpoints.repository';
import { ScanListeners } from './scan-listeners';

/** The database both replicas read: endpoints as owner, events and whether they are on. */
class Endpoints {
  rows: Array<{ id: string; ownerId: string; events: string[]; enabled: boolean }> = [];
  reads = 0;
  failing = false;

  repository(): WebhookEndpointsRepository {
    const repository = {
      forked: () => repository,
      scanListeners: async () => {
        this.reads++;
        if (this.failing) throw new Error('connect ECONNREFUSED');
        return [
          ...new Set(
            this.rows.filter((row) => row.enabled && row.events.includes('scan.created')).map((row) => row.ownerId),
          ),
        ];
      },
    };
    return repository as unknown as WebhookEndpointsRepository;
  }
}

/** Every replica's broadcast on one bus, delivered a moment later as over a network; it can go down. */
class Bus {
  readonly replicas: SharedBroadcast[] = [];
  up = true;
}

class SharedBroadcast extends Broadcast {
  private readonly listeners = new Map<string, BroadcastListener[]>();
  private readonly gapListeners: (() => void)[] = [];

  constructor(private readonly bus: Bus) {
    super();
    bus.replicas.push(this);
  }
  reachesEveryReplica(): boolean {
    return this.bus.up;
  }
  async publish(channel: string, message: string): Promise<void> {
    if (!this.bus.up) return;
    for (const replica of this.bus.replicas) {
      setImmediate(() => replica.listeners.get(channel)?.forEach((listener) => listener(message)));
    }
  }
  subscribe(channel: string, listener: BroadcastListener): void {
    this.listeners.set(channel, [...(this.listeners.get(channel) ?? []), listener]);
  }
  onGap(listener: () => void): void {
    this.gapListeners.push(listener);
  }
  gap(): void {
    this.gapListeners.forEach((listener) => listener());
  }
}

const ADA = 'ada';
const BOB = 'bob';

/** Those of `ownerIds` who listen, as one batch asks. */
const among = (listeners: ScanListeners, ownerIds: string[]) => {
  const listening = listeners.now();
  return ownerIds.filter((ownerId) => listening.has(ownerId));
};

/** Lets the broadcast's deliveries and the reads they start finish. */
const heard = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('ScanListeners', () => {
  let endpoints: Endpoints;
  let bus: Bus;

  async function replica(): Promise<{ listeners: ScanListeners; broadcast: SharedBroadcast }> {
    const broadcast = new SharedBroadcast(bus);
    const listeners = new ScanListeners(endpoints.repository(), broadcast);
    listeners.onModuleInit();
    await listeners.onApplicationBootstrap();
    return { listeners, broadcast };
  }

  beforeEach(() => {
    endpoints = new Endpoints();
    bus = new Bus();
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('answers from memory: scans of owners nobody listens for cost no read', async () => {
    endpoints.rows.push({ id: 'e1', ownerId: ADA, events: ['scan.created'], enabled: true });
    const { listeners } = await replica();
    const reads = endpoints.reads;
    for (let batch = 0; batch < 1_000; batch++) expect(among(listeners, [BOB])).toEqual([]);
    expect(among(listeners, [ADA, BOB])).toEqual([ADA]);
    expect(endpoints.reads).toBe(reads);
  });

  it('counts only enabled endpoints subscribed to scan.created', async () => {
    endpoints.rows.push(
      { id: 'e1', ownerId: ADA, events: ['qr_code.created'], enabled: true },
      { id: 'e2', ownerId: BOB, events: ['scan.created'], enabled: false },
    );
    const { listeners } = await replica();
    expect(among(listeners, [ADA, BOB])).toEqual([]);
  });

  it('hears of an endpoint created, disabled and deleted on another replica', async () => {
    const a = await replica();
    const b = await replica();
    expect(among(b.listeners, [ADA])).toEqual([]);

    endpoints.rows.push({ id: 'e1', ownerId: ADA, events: ['scan.created'], enabled: true });
    await a.listeners.changed();
    expect(among(a.listeners, [ADA])).toEqual([ADA]); // at once on the replica that made it
    await heard();
    expect(among(b.listeners, [ADA])).toEqual([ADA]);

    endpoints.rows[0].enabled = false;
    await a.listeners.changed();
    await heard();
    expect(among(b.listeners, [ADA])).toEqual([]);

    endpoints.rows[0].enabled = true;
    await b.listeners.changed();
    await heard();
    expect(among(a.listeners, [ADA])).toEqual([ADA]);

    endpoints.rows.length = 0;
    await b.listeners.changed();
    await heard();
    expect(among(a.listeners, [ADA])).toEqual([]);
  });

  it('reads again after a broadcast gap, in which changes may have been missed', async () => {
    const a = await replica();
    bus.up = false;
    endpoints.rows.push({ id: 'e1', ownerId: ADA, events: ['scan.created'], enabled: true });
    bus.up = true;
    a.broadcast.gap();
    await heard();
    expect(among(a.listeners, [ADA])).toEqual([ADA]);
  });

  it('while the broadcast is down, reads again within 5 s of a change another replica made', async () => {
    let now = Date.now();
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    const a = await replica();
    bus.up = false;
    endpoints.rows.push({ id: 'e1', ownerId: ADA, events: ['scan.created'], enabled: true });
    now += 1_000;
    expect(among(a.listeners, [ADA])).toEqual([]);
    now += 4_000;
    among(a.listeners, [ADA]); // starts a read; this batch is decided on what was known
    await heard();
    expect(among(a.listeners, [ADA])).toEqual([ADA]);
  });

  it('counts everyone as listening until a first read succeeds, then retries at most once a second', async () => {
    let now = Date.now();
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    endpoints.failing = true;
    const a = await replica();
    expect(among(a.listeners, [ADA, BOB])).toEqual([ADA, BOB]);
    const reads = endpoints.reads;
    among(a.listeners, [ADA]);
    expect(endpoints.reads).toBe(reads);

    endpoints.failing = false;
    now += 1_000;
    among(a.listeners, [ADA]);
    await heard();
    expect(among(a.listeners, [ADA, BOB])).toEqual([]);
  });
});
