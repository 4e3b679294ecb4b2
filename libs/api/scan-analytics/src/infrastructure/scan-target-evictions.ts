import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '@liveqr/api/platform';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Client } from 'pg';
import { ScanTargetCache } from '../application/scan-target-cache';

/** The PostgreSQL channel that carries the slugs to evict; the payload is the slug. */
const EVICTION_CHANNEL = 'scan_target_evicted';
/** How the listening connection shows in `pg_stat_activity`. */
const EVICTION_LISTENER_NAME = 'liveqr-scan-target-evictions';
const FIRST_RETRY_MS = 100;
const MAX_RETRY_MS = 5_000;
/** Bounds the connect and the LISTEN, so a database that does not answer costs the start little. */
const ATTEMPT_TIMEOUT_MS = 3_000;

/**
 * Carries slug cache evictions to every replica on the same database, with PostgreSQL's
 * LISTEN/NOTIFY (Redis is optional, PostgreSQL is always there). Each process listens on a
 * connection of its own, re-opened with a backoff whenever it drops. Notifications sent while
 * it was down are lost for good, so every (re)connection clears the whole cache.
 */
@Injectable()
export class ScanTargetEvictions implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ScanTargetEvictions.name);
  private listener: Client | undefined;
  private retryTimer: NodeJS.Timeout | undefined;
  private retryMs = FIRST_RETRY_MS;
  private closed = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly em: EntityManager,
    private readonly cache: ScanTargetCache,
  ) {}

  /** Tells every replica, this one included, to evict the slug. Never rejects: the change itself is done. */
  async publish(slug: string): Promise<void> {
    try {
      await this.em.getConnection().execute('select pg_notify(?, ?)', [EVICTION_CHANNEL, slug]);
    } catch (error) {
      this.logger.error(`Other replicas may keep serving ${slug} as it was: ${String(error)}`);
    }
  }

  /**
   * One attempt before the server takes requests, so that nothing is cached before this replica
   * listens. A database that is down does not hold the start up: it is retried in the background.
   */
  onApplicationBootstrap(): Promise<void> {
    return this.listen();
  }

  async onApplicationShutdown(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    await this.listener?.end();
  }

  private async listen(): Promise<void> {
    const client = new Client({
      connectionString: this.config.database.url,
      application_name: EVICTION_LISTENER_NAME,
      connectionTimeoutMillis: ATTEMPT_TIMEOUT_MS,
      query_timeout: ATTEMPT_TIMEOUT_MS,
      // Notices a peer that vanished without closing the connection.
      keepAlive: true,
    });
    this.listener = client;
    let lost = false;
    // A failed connect can also end the connection: one retry per client.
    const retry = () => {
      if (lost) return;
      lost = true;
      this.retryLater();
    };
    // Without an 'error' listener a dropped connection would crash the process.
    client.on('error', (error) => this.logger.warn(`Eviction listener lost its connection: ${String(error)}`));
    client.on('end', retry);
    client.on('notification', ({ payload }) => {
      if (payload) this.cache.evict(payload);
    });
    try {
      await client.connect();
      await client.query(`listen ${EVICTION_CHANNEL}`);
    } catch (error) {
      if (!this.closed) this.logger.warn(`Eviction listener cannot listen yet: ${String(error)}`);
      await client.end();
      retry();
      return;
    }
    this.retryMs = FIRST_RETRY_MS;
    // After LISTEN: whatever is looked up from now on hears of later changes.
    this.cache.clear();
  }

  private retryLater(): void {
    if (this.closed) return;
    // Jittered, so that replicas do not all reconnect at the same instant after a database restart.
    this.retryTimer = setTimeout(() => void this.listen(), this.retryMs * (0.5 + Math.random() / 2)).unref();
    this.retryMs = Math.min(this.retryMs * 2, MAX_RETRY_MS);
  }
}
