import type { EntityManager } from '@mikro-orm/postgresql';

export interface UploadUsage {
  /** The sum of the account's files. */
  usedBytes: number;
  /** Uploads of the last hour, and when the first of them leaves that hour. */
  uploadsLastHour: number;
  firstOfHourLeavesAt: Date | null;
}

const HOUR_MS = 60 * 60 * 1000;

/** What an account has stored and uploaded lately, in one query. */
export async function uploadUsageOf(em: EntityManager, userId: string, now = new Date()): Promise<UploadUsage> {
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  const [row] = await em.execute<{ used: string | null; recent: string; first_recent: Date | string | null }[]>(
    `select sum(size) as used, count(*) filter (where created_at > ?) as recent,
            min(created_at) filter (where created_at > ?) as first_recent
     from uploads where user_id = ?`,
    [hourAgo, hourAgo, userId],
  );
  return {
    usedBytes: Number(row?.used ?? 0),
    uploadsLastHour: Number(row?.recent ?? 0),
    firstOfHourLeavesAt: row?.first_recent ? new Date(new Date(row.first_recent).getTime() + HOUR_MS) : null,
  };
}
