import { Broadcast, type CustomHost, type CustomHostDirectory, CustomHosts } from '@liveqr/api/platform';
import { Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { CustomDomainsRepository, type LiveDomainRow } from '../infrastructure/custom-domains.repository';

/** The channel that names a hostname whose verified state changed; the message is the hostname. */
const CHANNEL = 'domains.hosts-changed';
/**
 * While messages may be missed (no broadcast connection), the whole set is read again this often:
 * a change then holds on every replica within 5 seconds through PostgreSQL alone.
 */
const RELOAD_WHILE_DEAF_MS = 2_000;
const MAX_HOSTNAME_LENGTH = 253;

export type VerifiedHost = CustomHost;

/**
 * The verified, enabled custom domains, in memory: what the TLS `ask` and the scan route's host
 * lookup read, never the database per request; and the domains codes may be on (verified once,
 * neither disabled nor removed since), so that a code whose domain went away answers "no longer
 * available" without a query. Read at start; a change is applied here at once and announced on
 * the broadcast, on which every replica reads that hostname again; after a gap in the broadcast
 * (or while it cannot reach every replica) a replica reads the whole set again. It is the scan
 * route's directory of custom hosts (platform's CustomHosts).
 */
@Injectable()
export class VerifiedHosts implements CustomHostDirectory, OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('VerifiedHosts');
  private hosts = new Map<string, VerifiedHost>();
  /** domain id -> its hostname, for every live domain (verified or not now). */
  private live = new Map<string, string>();
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
    private readonly customHosts: CustomHosts,
  ) {}

  /** Subscribes before the broadcast connects and reads the set before the server takes requests. */
  async onModuleInit(): Promise<void> {
    this.broadcast.subscribe(CHANNEL, (hostname) => {
      if (hostname.length > 0 && hostname.length <= MAX_HOSTNAME_LENGTH) void this.refresh(hostname);
    });
    this.broadcast.onGap(() => void this.reload());
    await this.reload();
    this.customHosts.serve(this);
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

  /** False for a domain that was disabled or removed (or never verified): its codes are no longer served. */
  isLive(domainId: string): boolean {
    return this.live.has(domainId);
  }

  /**
   * A domain of this hostname was verified, removed, misconfigured, disabled, enabled or given other
   * URLs: this replica reads it now, every other one soon.
   */
  async changed(hostname: string): Promise<void> {
    await this.refresh(hostname);
    await this.broadcast.publish(CHANNEL, hostname);
  }

  private async refresh(hostname: string): Promise<void> {
    this.changedDuringReload?.add(hostname);
    const read = ++this.lastRead;
    this.reads.set(hostname, read);
    try {
      const rows = await this.domains.liveDomainsOf(hostname);
      if (this.reads.get(hostname) !== read) return;
      this.hosts.delete(hostname);
      for (const [domainId, liveHostname] of this.live) if (liveHostname === hostname) this.live.delete(domainId);
      for (const row of rows) add(this.hosts, this.live, row);
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
      const rows = await this.domains.liveDomains();
      const hosts = new Map<string, VerifiedHost>();
      const live = new Map<string, string>();
      for (const row of rows) add(hosts, live, row);
      this.hosts = hosts;
      this.live = live;
    } catch (error) {
      this.logger.warn(`The verified hosts were not read again: ${String(error)}`);
    } finally {
      this.changedDuringReload = undefined;
    }
    await Promise.all([...changed].map((hostname) => this.refresh(hostname)));
  }
}

function add(hosts: Map<string, VerifiedHost>, live: Map<string, string>, row: LiveDomainRow): void {
  const { hostname, verified, workspaceId, domainId, rootUrl, notFoundUrl } = row;
  live.set(domainId, hostname);
  if (verified) hosts.set(hostname, { workspaceId, domainId, rootUrl, notFoundUrl });
}
