import './register-workspace-paths';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { migrateUp, ormOptions } from '@liveqr/api/platform';
import { createMigratedTemplate, startTestDatabaseServer } from '@liveqr/api/testing';
import { MikroORM } from '@mikro-orm/postgresql';
import { SCHEMA_MIGRATIONS } from '../../src/app/schema-migrations';

const workspaceRoot = join(__dirname, '../../../..');

export default async function globalSetup(): Promise<void> {
  process.env['TZ'] = 'UTC';
  mkdirSync(join(workspaceRoot, 'tmp'), { recursive: true });
  (globalThis as { __TEST_DB_SERVER__?: unknown }).__TEST_DB_SERVER__ = await startTestDatabaseServer(workspaceRoot);
  // Every suite's database starts as a copy of this one, so no server runs the migrations again.
  await createMigratedTemplate(async (url) => {
    const orm = await MikroORM.init(ormOptions(url, SCHEMA_MIGRATIONS, () => undefined));
    try {
      await migrateUp(orm, url);
    } finally {
      await orm.close();
    }
  });
}
