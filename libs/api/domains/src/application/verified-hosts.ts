import { Broadcast } from '@liveqr/api/platform';
import { Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { CustomDomainsRepository, type VerifiedHostRow } from '../infrastructure/custom-domains.repository';

/** The channel that names a hostname whose verified state changed; the message is the hostname. */
const CHANNEL = 'domains.hosts-changed';
/**
 * While messages may be missed (no broadcast connection), the whole set is read again this often:
 * a change then holds on every replica within 5 seconds through PostgreSQL alone.
 */
const RELOAD_WHILE_DEAF_MS = 2_000;
const MAX_HOSTNAME_LENGTH = 253;

export type VerifiedHost = Omit<VerifiedHostRow, 'hostname'>;

/**
 * The verified, enabled custom domains, in memory: what the TLS `ask` and the scan route's host
 * lookup read, never the database per request. Read at start; a change is applied here at once
 * and announced on the broadcast, on which every replica reads that hostname again; after a gap
 * in the broadcast (or while it cannot reach every replica) a replica reads the whole set again.
 */
@Injectable()
export class VerifiedHosts implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('VerifiedHosts');
  private hosts = new Map<string, VerifiedHost>();
  /** The latest read of each hostname being read: an older read that answers later is dropped. */
  private readonly reads = new Map<string, number>();
  private lastRead = 0;
  /** Hostnames changed while the whole set was being read: read again after it, so that it does not undo them. */
  private changedDuringReload: Set<string> | undefined;
  private reloading: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly domains: CustomDomainsRepository,
    private readonly broadcast: Broadcast,
  ) {}

  /** Subscribes before the broadcast connects and reads the set before the server takes requests. */
  async onModuleInit(): Promise<void> {
    this.broadcast.subscribe(CHANNEL, (hostname) => {
      if (hostname.length > 0 && hostname.length <= MAX_HOSTNAME_LENGTH) void this.refresh(hostname);
    });
    this.broadcast.onGap(() => void this.reload());
    await this.reload();
    this.timer = setInterval(() => {
      if (!this.broadcast.reachesEveryReplica()) void this.reload();
    }, RELOAD_WHILE_DEAF_MS).unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  /** Where a normalised hostname belongs, when it is verified. */
  find(hostname: string): VerifiedHost | undefined {
    return this.hosts.get(hostname);
  }

  /** A domain of this hostname was verified, removed, misconfigured or disabled: this replica reads it now, every other one soon. */
  async changed(hostname: string): Promise<void> {
    await this.refresh(hostname);
    await this.broadcast.publish(CHANNEL, hostname);
  }

  private async refresh(hostname: string): Promise<void> {
    this.changedDuringReload?.add(hostname);
    const read = ++this.lastRead;
    this.reads.set(hostname, read);
    try {
      const row = await this.domains.verifiedHost(hostname);
      if (this.reads.get(hostname) !== read) return;
      if (row) this.hosts.set(hostname, { workspaceId: row.workspaceId, domainId: row.domainId });
      else this.hosts.delete(hostname);
    } catch (error) {
      this.logger.warn(`${hostname} was not read again: ${String(error)}`);
    } finally {
      if (this.reads.get(hostname) === read) this.reads.delete(hostname);
    }
  }

  /** Reads the whole set; a reload asked for while one runs joins it. */
  private reload(): Promise<void> {
    this.reloading ??= this.readAll().finally(() => (this.reloading = undefined));
    return this.reloading;
  }

  private async readAll(): Promise<void> {
    const changed = new Set<string>();
    this.changedDuringReload = changed;
    try {
      const rows = await this.domains.verifiedHosts();
      this.hosts = new Map(rows.map(({ hostname, ...host }) => [hostname, host]));
    } catch (error) {
      this.logger.warn(`The verified hosts were not read again: ${String(error)}`);
    } finally {
      this.changedDuringReload = undefined;
    }
    await Promise.all([...changed].map((hostname) => this.refresh(hostname)));
  }
}
