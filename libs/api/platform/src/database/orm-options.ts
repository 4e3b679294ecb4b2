import { Migrator } from '@mikro-orm/migrations';
import type { MigrationObject } from '@mikro-orm/core';
import { defineConfig, type Options, PostgreSqlDriver } from '@mikro-orm/postgresql';

/**
 * How long a unit of work waits for one of the pool's connections before it fails: without a bound,
 * work that holds connections while it waits for another (all of them busy) would wait for ever,
 * and so would the pool's close at shutdown.
 */
const POOL_WAIT_MS = 10_000;

/** Every context's migrations in the order they run: by name, which starts with a timestamp. */
export function migrationsInOrder(migrations: readonly MigrationObject[]): MigrationObject[] {
  return [...migrations].sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The MikroORM options the server and the `migrate` command share, so both see one schema history.
 * `log` receives MikroORM's messages (the migrator's progress among them). With `statementTimeoutMs`,
 * PostgreSQL cancels any statement on the pool's connections that runs longer (set at connect, so
 * it survives the `reset all` a connection gets when it is reserved).
 */
export function ormOptions(
  databaseUrl: string,
  migrations: readonly MigrationObject[],
  log: (message: string) => void,
  statementTimeoutMs?: number,
): Options {
  return defineConfig({
    driver: PostgreSqlDriver,
    clientUrl: databaseUrl,
    discovery: { warnWhenNoEntities: false },
    extensions: [Migrator],
    migrations: {
      migrationsList: migrationsInOrder(migrations),
      transactional: true,
      allOrNothing: true,
      snapshot: false,
    },
    pool: { min: 0, max: 20 },
    driverOptions: {
      connectionTimeoutMillis: POOL_WAIT_MS,
      ...(statementTimeoutMs ? { statement_timeout: statementTimeoutMs } : {}),
    },
    forceUtcTimezone: true,
    logger: log,
  });
}
