import { once } from 'node:events';
import { createServer } from 'node:net';
import { Logger } from '@nestjs/common';
import { Redis } from 'ioredis';
import { Broadcast, type BroadcastListener } from './broadcast';
import { RedisBroadcast } from './redis-broadcast';

const REDIS_URL = 'redis://127.0.0.1:6379';

async function redisAnswers(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

/** Stands for PostgreSQL's broadcast: records what it was asked to publish. */
class RecordingBroadcast extends Broadcast {
  readonly published: [string, string][] = [];
  reachesEveryReplica(): boolean {
    return true;
  }
  async publish(channel: string, message: string): Promise<void> {
    this.published.push([channel, message]);
  }
  subscribe(_channel: string, _listener: BroadcastListener): void {
    return undefined;
  }
  onGap(_listener: () => void): void {
    return undefined;
  }
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('RedisBroadcast', () => {
  let available = false;
  const opened: RedisBroadcast[] = [];
  const open = () => {
    const broadcast = new RedisBroadcast(REDIS_URL, new RecordingBroadcast());
    opened.push(broadcast);
    return broadcast;
  };

  beforeAll(async () => {
    available = await redisAnswers();
  });
  afterAll(() => Promise.all(opened.map((broadcast) => broadcast.onApplicationShutdown())));

  it('carries a message from one replica to the listeners of another', async () => {
    if (!available) return console.warn(`Redis does not answer at ${REDIS_URL}: Redis path not tested`);
    const [sender, receiver] = [open(), open()];
    const gaps: string[] = [];
    receiver.onGap(() => gaps.push('gap'));
    const received = new Promise<string>((resolve) => receiver.subscribe('test.channel', resolve));
    await until(() => sender.reachesEveryReplica() && receiver.reachesEveryReplica());
    // The subscription is acknowledged after the connection is ready; publish until it is heard.
    let heard: string | undefined;
    void received.then((message) => (heard = message));
    while (!heard) {
      await sender.publish('test.channel', 'sessions revoked');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(heard).toBe('sessions revoked');
    // Connecting counts as the end of a gap: nothing published before it was heard.
    expect(gaps).toEqual(['gap']);
  });

  it('starts without Redis, says it reaches no other replica, and publishes through the fallback instead', async () => {
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const silent = createServer((socket) => socket.destroy());
    silent.listen(0, '127.0.0.1');
    await once(silent, 'listening');
    const { port } = silent.address() as { port: number };
    const fallback = new RecordingBroadcast();
    const broadcast = new RedisBroadcast(`redis://127.0.0.1:${port}`, fallback);
    opened.push(broadcast);
    expect(broadcast.reachesEveryReplica()).toBe(false);
    // Other replicas may trust their caches on the strength of Redis: the message must still reach them.
    await expect(broadcast.publish('test.channel', 'api key revoked')).resolves.toBeUndefined();
    expect(fallback.published).toEqual([['test.channel', 'api key revoked']]);
    silent.close();
    jest.restoreAllMocks();
  });
});
