export type BroadcastListener = (message: string) => void;

/**
 * Messages to every replica of LiveQR, e.g. "these sessions were revoked". With `REDIS_URL` they
 * travel through Redis pub/sub, otherwise through PostgreSQL's LISTEN/NOTIFY. Either way a message
 * can be missed (a replica's connection drops), so whoever listens stays correct through
 * PostgreSQL alone and uses messages to be faster or cheaper (e.g. to keep a cache longer while
 * `reachesEveryReplica()`), and treats a gap as "anything may have changed".
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
