import type { EntityManager } from '@mikro-orm/postgresql';
import type { SqlTransaction } from '@liveqr/shared/contracts';
import type { Pool, PoolClient } from 'pg';

/**
 * Runs `work` in a transaction on a connection of its own from the ORM's pool, for hot paths written
 * in SQL without the ORM's unit of work: committed when `work` resolves, rolled back when it rejects.
 */
export async function inNativeTransaction<T>(
  em: EntityManager,
  work: (client: PoolClient, transaction: SqlTransaction) => Promise<T>,
): Promise<T> {
  const pool = (await em.getConnection().getNativeClient()) as Pool;
  const client = await pool.connect();
  const committed: Array<() => void> = [];
  /** A connection that cannot even roll back goes, rather than back to the pool. */
  let broken: Error | undefined;
  let result: T;
  try {
    await client.query('begin');
    result = await work(client, {
      executeSql: (text, values) => client.query(text, values),
      afterCommit: (then) => committed.push(then),
    });
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch((rollbackError: Error) => (broken = rollbackError));
    throw error;
  } finally {
    client.release(broken);
  }
  for (const then of committed) then();
  return result;
}
