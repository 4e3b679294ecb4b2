import { Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { Broadcast, type BroadcastListener } from './broadcast';

/**
 * Broadcast over Redis pub/sub: one connection publishes, one listens (a subscribed connection can
 * do nothing else). Neither stops the start when Redis is down: they reconnect in the background,
 * and meanwhile `reachesEveryReplica()` is false and publishing is skipped.
 */
export class RedisBroadcast extends Broadcast implements OnApplicationShutdown {
  private readonly logger = new Logger('Broadcast');
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly listeners = new Map<string, BroadcastListener[]>();
  private readonly gapListeners: (() => void)[] = [];
  private outageLogged = false;

  constructor(url: string) {
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

  reachesEveryReplica(): boolean {
    return this.publisher.status === 'ready' && this.subscriber.status === 'ready';
  }

  async publish(channel: string, message: string): Promise<void> {
    if (this.publisher.status !== 'ready') return;
    await this.publisher.publish(channel, message).catch((error: Error) => this.logOutage(error));
  }

  subscribe(channel: string, listener: BroadcastListener): void {
    const listeners = this.listeners.get(channel);
    if (listeners) return void listeners.push(listener);
    this.listeners.set(channel, [listener]);
    // Queued until connected; ioredis subscribes again after every reconnection.
    this.subscriber.subscribe(channel).catch((error: Error) => this.logOutage(error));
  }

  onGap(listener: () => void): void {
    this.gapListeners.push(listener);
  }

  async onApplicationShutdown(): Promise<void> {
    this.publisher.disconnect();
    this.subscriber.disconnect();
  }

  /** Once per outage: ioredis reports every failed reconnection attempt. */
  private logOutage(error: Error): void {
    if (this.outageLogged) return;
    this.outageLogged = true;
    this.logger.warn(`Redis is not reachable, replicas fall back to PostgreSQL alone: ${error.message}`);
  }
}
