import { randomUUID } from 'node:crypto';
import { migrateUp, ormOptions } from '@liveqr/api/platform';
import { createTestDatabase, type TestDatabase } from '@liveqr/api/testing';
import { MikroORM } from '@mikro-orm/postgresql';
import { SCHEMA_MIGRATIONS } from '../../src/app/schema-migrations';

/** The last schema before workspaces: what every database in use had. */
const BEFORE_WORKSPACES = SCHEMA_MIGRATIONS.filter((migration) => migration.name < 'Migration20261129100000');

describe('the migration to workspaces', () => {
  let database: TestDatabase;
  const orms: MikroORM[] = [];
  const open = async (migrations = SCHEMA_MIGRATIONS) => {
    const orm = await MikroORM.init(ormOptions(database.url, migrations, () => undefined));
    orms.push(orm);
    return orm;
  };

  beforeEach(async () => {
    database = await createTestDatabase({ schema: 'empty' });
  });
  afterEach(async () => {
    await Promise.all(orms.splice(0).map((orm) => orm.close()));
    await database.drop();
  });

  it('makes every account the owner of its personal workspace, with its id, and loses nothing', async () => {
    expect(BEFORE_WORKSPACES.length).toBeLessThan(SCHEMA_MIGRATIONS.length);
    const before = await open(BEFORE_WORKSPACES);
    await migrateUp(before, database.url);
    const sql = before.em.getConnection();
    const [ada, grace] = [randomUUID(), randomUUID()];
    const key = randomUUID();
    const code = randomUUID();
    for (const [id, email] of [
      [ada, 'ada@example.com'],
      [grace, 'grace@example.com'],
    ]) {
      await sql.execute(
        `insert into users (id, email, password_hash, first_name, last_name, created_at)
         values (?, ?, null, 'Ada', 'Lovelace', '2026-11-01T10:00:00Z')`,
        [id, email],
      );
    }
    await sql.execute(
      `insert into api_keys (id, user_id, name, prefix, secret_hash, scopes, created_at)
       values (?, ?, 'Sync', 'lq_live_abc', 'hash', '{read,write}', now())`,
      [key, ada],
    );
    await sql.execute(
      `insert into qr_codes (id, user_id, slug, type, name, content, qr_image_url, created_at, updated_at)
       values (?, ?, 'abc123', 'website', 'Menu', '{"url":"https://example.com"}', '/qr/abc123.png', now(), now())`,
      [code, ada],
    );

    const after = await open();
    await migrateUp(after, database.url);
    const read = after.em.getConnection();
    expect(await read.execute('select id, name, personal from workspaces order by id', [])).toEqual(
      [ada, grace].sort().map((id) => ({ id, name: null, personal: true })),
    );
    expect(
      await read.execute('select workspace_id, user_id, role from workspace_members order by user_id', []),
    ).toEqual([ada, grace].sort().map((id) => ({ workspace_id: id, user_id: id, role: 'owner' })));
    // The key acts on its creator's personal workspace; the code is that workspace's, id unchanged.
    expect(await read.execute('select id, workspace_id from api_keys', [])).toEqual([{ id: key, workspace_id: ada }]);
    expect(await read.execute('select id, user_id from qr_codes', [])).toEqual([{ id: code, user_id: ada }]);
  });
});
