import { Migrator } from '@mikro-orm/migrations';
import type { MigrationObject } from '@mikro-orm/core';
import { defineConfig, type Options, PostgreSqlDriver } from '@mikro-orm/postgresql';

/** Every context's migrations in the order they run: by name, which starts with a timestamp. */
export function migrationsInOrder(migrations: readonly MigrationObject[]): MigrationObject[] {
  return [...migrations].sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The MikroORM options the server and the `migrate` command share, so both see one schema history.
 * `log` receives MikroORM's messages (the migrator's progress among them).
 */
export function ormOptions(
  databaseUrl: string,
  migrations: readonly MigrationObject[],
  log: (message: string) => void,
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
    forceUtcTimezone: true,
    logger: log,
  });
}
