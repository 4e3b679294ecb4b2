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

/**
 * How long a replica trusts what it read about someone's access (a session, an API key, a workspace
 * membership) before reading it again: short enough that a change holds on every replica within
 * 5 seconds through PostgreSQL alone; longer while changes reach every replica at once, where the
 * listener forgets the changed entry at once.
 */
const ACCESS_CHECK_TTL_MS = { alone: 2_000, withBroadcast: 30_000 } as const;

export function accessCheckTtlMs(broadcast: Broadcast): number {
  return broadcast.reachesEveryReplica() ? ACCESS_CHECK_TTL_MS.withBroadcast : ACCESS_CHECK_TTL_MS.alone;
}
