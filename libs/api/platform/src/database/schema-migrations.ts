import type { MikroORM, Transaction } from '@mikro-orm/postgresql';
import { Client } from 'pg';

/**
 * One advisory lock key for LiveQR's schema ('LQMG'): replicas that start together, or a
 * `migrate` command next to a starting server, take turns, so each migration runs once.
 */
export const MIGRATION_LOCK_KEY = 0x4c514d47;

export interface MigrationStatus {
  executed: string[];
  pending: string[];
  /** Executed by a newer LiveQR: this version does not know them. */
  unknown: string[];
}

/** The schema is in a state this version cannot run against: newer than it knows, or not migrated. */
export class SchemaMismatchError extends Error {
  override readonly name = 'SchemaMismatchError';
}

export async function migrationStatus(orm: MikroORM): Promise<MigrationStatus> {
  const executed = (await orm.migrator.getExecuted()).map((row) => row.name);
  const pending = (await orm.migrator.getPending()).map((row) => row.name);
  const known = new Set(orm.config.get('migrations').migrationsList?.map((migration) => migration.name));
  return { executed, pending, unknown: executed.filter((name) => !known.has(name)) };
}

/**
 * Runs every pending migration under the lock, all in one transaction: a migration that fails
 * leaves the schema as it was. Refuses a schema that a newer version has already moved on.
 */
export async function migrateUp(orm: MikroORM, databaseUrl: string): Promise<string[]> {
  return withMigrationLock(databaseUrl, async () => {
    refuseUnknown(await migrationStatus(orm));
    return (await withoutStatementTimeout(orm, (transaction) => orm.migrator.up({ transaction }))).map(
      (migration) => migration.name,
    );
  });
}

/** Reverts the last executed migration, under the lock. */
export async function migrateDownOne(orm: MikroORM, databaseUrl: string): Promise<string | undefined> {
  return withMigrationLock(databaseUrl, async () => {
    const status = await migrationStatus(orm);
    refuseUnknown(status);
    if (status.executed.length === 0) return undefined;
    const [reverted] = await withoutStatementTimeout(orm, (transaction) => orm.migrator.down({ transaction }));
    return reverted?.name;
  });
}

/** For servers that do not migrate at start: the schema must be exactly the one this version knows. */
export async function assertSchemaCurrent(orm: MikroORM): Promise<void> {
  const status = await migrationStatus(orm);
  refuseUnknown(status);
  if (status.pending.length > 0) {
    throw new SchemaMismatchError(
      `The database schema is older than this LiveQR version: run \`npm run migrate\` (pending: ${status.pending.join(', ')})`,
    );
  }
}

function refuseUnknown({ unknown }: MigrationStatus): void {
  if (unknown.length === 0) return;
  throw new SchemaMismatchError(
    `The database schema is newer than this LiveQR version knows (migrations ${unknown.join(', ')}): ` +
      'run the newer version, or restore a backup taken before it migrated',
  );
}

/**
 * Runs migrations in one transaction that the pool's statement timeout does not cut short: a
 * migration may rewrite a large table, and half a migration would leave no schema at all.
 */
function withoutStatementTimeout<T>(orm: MikroORM, work: (transaction: Transaction) => Promise<T>): Promise<T> {
  const connection = orm.em.getConnection();
  return connection.transactional(async (transaction) => {
    await connection.execute('set local statement_timeout = 0', [], 'run', transaction);
    return work(transaction);
  });
}

/**
 * A session-level advisory lock on a connection of its own: held while `work` runs on the ORM's
 * pool, and released by PostgreSQL itself if this process dies half-way.
 */
async function withMigrationLock<T>(databaseUrl: string, work: () => Promise<T>): Promise<T> {
  const lock = new Client({ connectionString: databaseUrl });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    return await work();
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await lock.end();
  }
}
