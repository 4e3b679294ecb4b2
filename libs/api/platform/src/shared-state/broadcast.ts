import { EventEmitter } from 'node:events';

export type BroadcastListener = (message: string) => void;

/**
 * Messages to every replica of LiveQR, e.g. "these sessions were revoked". With `REDIS_URL` they
 * travel through Redis pub/sub; without it only this process hears them. Either way a message can
 * be missed, so whoever listens stays correct through PostgreSQL alone and uses messages to be
 * faster or cheaper (e.g. to keep a cache longer while `reachesEveryReplica()`).
 */
export abstract class Broadcast {
  /** Whether a message published now reaches every replica. */
  abstract reachesEveryReplica(): boolean;

  /** Sends to every listener of the channel, in every replica that is listening. Never throws. */
  abstract publish(channel: string, message: string): Promise<void>;

  abstract subscribe(channel: string, listener: BroadcastListener): void;

  /** `listener` runs after a gap (a lost connection) during which messages may have been missed. */
  abstract onGap(listener: () => void): void;
}

/** Without Redis: the messages of this process, to this process (a single replica needs no more). */
export class LocalBroadcast extends Broadcast {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  reachesEveryReplica(): boolean {
    return false;
  }

  async publish(channel: string, message: string): Promise<void> {
    this.emitter.emit(channel, message);
  }

  subscribe(channel: string, listener: BroadcastListener): void {
    this.emitter.on(channel, listener);
  }

  onGap(): void {
    // A process never misses its own messages.
  }
}
