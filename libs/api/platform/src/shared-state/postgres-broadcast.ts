import type { MikroORM } from '@mikro-orm/postgresql';
import { Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Client } from 'pg';
import { Broadcast, type BroadcastListener } from './broadcast';

/** How the listening connection shows in `pg_stat_activity`. */
const LISTENER_NAME = 'liveqr-broadcast';
const FIRST_RETRY_MS = 100;
const MAX_RETRY_MS = 5_000;
/** Bounds the connect and each LISTEN, so a database that does not answer costs the start little. */
const ATTEMPT_TIMEOUT_MS = 3_000;

/**
 * Broadcast over PostgreSQL's LISTEN/NOTIFY, for deployments without Redis: every replica shares
 * the database anyway. One connection of its own listens, re-opened with a backoff whenever it
 * drops; notifications sent meanwhile are lost for good, which is a gap its listeners hear of.
 * Publishing goes through the ORM's pool (a NOTIFY outside any transaction is sent at once).
 */
export class PostgresBroadcast extends Broadcast implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Broadcast');
  private readonly listeners = new Map<string, BroadcastListener[]>();
  private readonly gapListeners: (() => void)[] = [];
  private listener: Client | undefined;
  private listening = false;
  private retryTimer: NodeJS.Timeout | undefined;
  private retryMs = FIRST_RETRY_MS;
  private closed = false;

  constructor(
    private readonly databaseUrl: string,
    private readonly orm: MikroORM,
  ) {
    super();
  }

  /** One attempt before the server takes requests, so a replica hears changes before it caches anything. */
  async onApplicationBootstrap(): Promise<void> {
    await this.listen();
  }

  reachesEveryReplica(): boolean {
    return this.listening;
  }

  async publish(channel: string, message: string): Promise<void> {
    try {
      await this.orm.em.getConnection().execute('select pg_notify(?, ?)', [channel, message]);
    } catch (error) {
      this.logger.warn(`A message on ${channel} did not go out: ${String(error)}`);
    }
  }

  subscribe(channel: string, listener: BroadcastListener): void {
    const listeners = this.listeners.get(channel);
    if (listeners) return void listeners.push(listener);
    this.listeners.set(channel, [listener]);
    if (this.listening) void this.listener?.query(`listen ${quoted(channel)}`).catch(() => undefined);
  }

  onGap(listener: () => void): void {
    this.gapListeners.push(listener);
  }

  async onApplicationShutdown(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    await this.listener?.end();
  }

  private async listen(): Promise<void> {
    const client = new Client({
      connectionString: this.databaseUrl,
      application_name: LISTENER_NAME,
      connectionTimeoutMillis: ATTEMPT_TIMEOUT_MS,
      query_timeout: ATTEMPT_TIMEOUT_MS,
      // Notices a peer that vanished without closing the connection.
      keepAlive: true,
    });
    this.listener = client;
    let lost = false;
    // A failed connect can also end the connection: one retry per client.
    const retry = () => {
      this.listening = false;
      if (lost) return;
      lost = true;
      this.retryLater();
    };
    // Without an 'error' listener a dropped connection would crash the process.
    client.on('error', (error) => this.logger.warn(`Broadcast listener lost its connection: ${error.message}`));
    client.on('end', retry);
    client.on('notification', ({ channel, payload }) => {
      for (const listener of this.listeners.get(channel) ?? []) listener(payload ?? '');
    });
    try {
      await client.connect();
      for (const channel of this.listeners.keys()) await client.query(`listen ${quoted(channel)}`);
    } catch (error) {
      if (!this.closed) this.logger.warn(`Broadcast listener cannot listen yet: ${String(error)}`);
      await client.end().catch(() => undefined);
      retry();
      return;
    }
    this.retryMs = FIRST_RETRY_MS;
    this.listening = true;
    // Whatever was published before this (re)connection did not reach this replica.
    for (const listener of this.gapListeners) listener();
  }

  private retryLater(): void {
    if (this.closed) return;
    // Jittered, so that replicas do not all reconnect at the same instant after a database restart.
    this.retryTimer = setTimeout(() => void this.listen(), this.retryMs * (0.5 + Math.random() / 2)).unref();
    this.retryMs = Math.min(this.retryMs * 2, MAX_RETRY_MS);
  }
}

/** Channels are identifiers in LISTEN: quoted, so names like 'identity.sessions-changed' work. */
function quoted(channel: string): string {
  return `"${channel.replace(/"/g, '""')}"`;
}
