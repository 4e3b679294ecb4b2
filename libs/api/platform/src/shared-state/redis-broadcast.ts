import { Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { Broadcast, type BroadcastListener } from './broadcast';

/**
 * Broadcast over Redis pub/sub: one connection publishes, one listens (a subscribed connection can
 * do nothing else). Neither stops the start when Redis is down: they reconnect in the background,
 * and meanwhile `reachesEveryReplica()` is false. A message this replica cannot publish to Redis
 * goes through the fallback (PostgreSQL) instead, which every replica also listens to: other
 * replicas may be trusting their caches on the strength of Redis, so dropping it would leave them
 * wrong (a revoked key accepted) until their caches age.
 */
export class RedisBroadcast extends Broadcast implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Broadcast');
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly listeners = new Map<string, BroadcastListener[]>();
  private readonly gapListeners: (() => void)[] = [];
  private outageLogged = false;

  constructor(
    url: string,
    private readonly fallback: Broadcast & Partial<OnApplicationBootstrap & OnApplicationShutdown>,
  ) {
    super();
    // Commands fail at once while disconnected rather than queue: a late message is a wrong one.
    const options = { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectionName: 'liveqr-broadcast' };
    this.publisher = new Redis(url, options);
    this.subscriber = new Redis(url, { ...options, enableOfflineQueue: true });
    for (const connection of [this.publisher, this.subscriber]) {
      connection.on('error', (error: Error) => this.logOutage(error));
    }
    this.subscriber.on('message', (channel: string, message: string) => {
      for (const listener of this.listeners.get(channel) ?? []) listener(message);
    });
    // Whatever was published before this (re)connection did not reach this replica.
    this.subscriber.on('ready', () => {
      this.outageLogged = false;
      for (const listener of this.gapListeners) listener();
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.fallback.onApplicationBootstrap?.();
  }

  /** A message can come either way, so this replica hears everything only while it listens on both. */
  reachesEveryReplica(): boolean {
    return this.subscriber.status === 'ready' && this.fallback.reachesEveryReplica();
  }

  async publish(channel: string, message: string): Promise<void> {
    if (this.publisher.status === 'ready') {
      try {
        await this.publisher.publish(channel, message);
        return;
      } catch (error) {
        this.logOutage(error as Error);
      }
    }
    await this.fallback.publish(channel, message);
  }

  subscribe(channel: string, listener: BroadcastListener): void {
    this.fallback.subscribe(channel, listener);
    const listeners = this.listeners.get(channel);
    if (listeners) return void listeners.push(listener);
    this.listeners.set(channel, [listener]);
    // Queued until connected; ioredis subscribes again after every reconnection.
    this.subscriber.subscribe(channel).catch((error: Error) => this.logOutage(error));
  }

  onGap(listener: () => void): void {
    this.gapListeners.push(listener);
    this.fallback.onGap(listener);
  }

  async onApplicationShutdown(): Promise<void> {
    this.publisher.disconnect();
    this.subscriber.disconnect();
    await this.fallback.onApplicationShutdown?.();
  }

  /** Once per outage: ioredis reports every failed reconnection attempt. */
  private logOutage(error: Error): void {
    if (this.outageLogged) return;
    this.outageLogged = true;
    this.logger.warn(`Redis is not reachable, messages go through PostgreSQL: ${error.message}`);
  }
}
