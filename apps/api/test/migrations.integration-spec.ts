import { randomUUID } from 'node:crypto';
import { migrateDownOne, migrateUp, migrationStatus, ormOptions, SchemaMismatchError } from '@liveqr/api/platform';
import { createTestDatabase, type TestDatabase } from '@liveqr/api/testing';
import { Migration } from '@mikro-orm/migrations';
import type { MigrationObject } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/postgresql';
import { SCHEMA_MIGRATIONS } from '../src/app/schema-migrations';
import { startTestServer } from './support/test-server';

/** An ORM of its own per runner, as two replicas or a `migrate` command next to a server would have. */
async function ormOn(database: TestDatabase, migrations: MigrationObject[] = SCHEMA_MIGRATIONS): Promise<MikroORM> {
  return MikroORM.init(ormOptions(database.url, migrations, () => undefined));
}

async function tableExists(orm: MikroORM, table: string): Promise<boolean> {
  const [row] = await orm.em
    .getConnection()
    .execute<{ found: string | null }[]>('select to_regclass(?) as found', [table]);
  return row?.found !== null;
}

describe('schema migrations', () => {
  let database: TestDatabase;
  const orms: MikroORM[] = [];
  const open = async (migrations?: MigrationObject[]) => {
    const orm = await ormOn(database, migrations);
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

  it('runs each migration once when two runners start together', async () => {
    const [first, second] = await Promise.all([open(), open()]);
    const [appliedByFirst, appliedBySecond] = await Promise.all([
      migrateUp(first, database.url),
      migrateUp(second, database.url),
    ]);
    // One runner did all the work under the lock; the other found nothing left to do.
    expect([appliedByFirst.length, appliedBySecond.length].sort()).toEqual([0, SCHEMA_MIGRATIONS.length]);
    const rows = await first.em.getConnection().execute<{ name: string }[]>('select name from mikro_orm_migrations');
    expect(rows).toHaveLength(SCHEMA_MIGRATIONS.length);
  });

  it('reports status, and reverts only the last migration on down', async () => {
    const orm = await open();
    expect((await migrationStatus(orm)).pending).toHaveLength(SCHEMA_MIGRATIONS.length);
    await migrateUp(orm, database.url);
    const last = [...SCHEMA_MIGRATIONS].sort((a, b) => a.name.localeCompare(b.name)).at(-1)?.name;
    expect(await migrateDownOne(orm, database.url)).toBe(last);
    expect(await migrationStatus(orm)).toEqual({
      executed: expect.any(Array),
      pending: [last],
      unknown: [],
    });
  });

  it('leaves no partial schema when a migration fails half-way', async () => {
    class CreatesATable extends Migration {
      override async up(): Promise<void> {
        this.addSql('create table half_way_marker (id int primary key)');
      }
    }
    class Fails extends Migration {
      override async up(): Promise<void> {
        this.addSql('select * from a_table_that_does_not_exist');
      }
    }
    const orm = await open([
      { name: 'Migration20990101000000_creates_a_table', class: CreatesATable },
      { name: 'Migration20990101000001_fails', class: Fails },
    ]);
    await expect(migrateUp(orm, database.url)).rejects.toThrow(/a_table_that_does_not_exist/);
    expect(await tableExists(orm, 'half_way_marker')).toBe(false);
    expect((await migrationStatus(orm)).executed).toEqual([]);
  });

  it('runs a migration longer than the statement timeout that cancels any other statement', async () => {
    class Slow extends Migration {
      override async up(): Promise<void> {
        this.addSql('select pg_sleep(0.5)');
      }
    }
    const orm = await MikroORM.init(
      ormOptions(database.url, [{ name: 'Migration20990101000000_slow', class: Slow }], () => undefined, 100),
    );
    orms.push(orm);
    await expect(orm.em.getConnection().execute('select pg_sleep(0.5)')).rejects.toMatchObject({ code: '57014' });
    expect(await migrateUp(orm, database.url)).toEqual(['Migration20990101000000_slow']);
  });

  it('refuses to start the server on a schema newer than it knows', async () => {
    const orm = await open();
    await migrateUp(orm, database.url);
    await orm.em
      .getConnection()
      .execute("insert into mikro_orm_migrations (name) values ('Migration20991231000000_from_the_future')");
    const refusal = startTestServer({ DATABASE_URL: database.url });
    await expect(refusal).rejects.toThrow(SchemaMismatchError);
    await expect(refusal).rejects.toThrow(/newer than this LiveQR version knows.*from_the_future/);
  });

  it('refuses to start without migrating on a schema older than it needs, naming the command', async () => {
    const refusal = startTestServer({ DATABASE_URL: database.url, RUN_MIGRATIONS: 'false' });
    await expect(refusal).rejects.toThrow(/older than this LiveQR version: run `npm run migrate`/);
    const orm = await open();
    expect((await migrationStatus(orm)).executed).toEqual([]);
  });

  it('makes every account, on the way to workspaces, the owner of its personal workspace with its id, and loses nothing', async () => {
    const before = await open(SCHEMA_MIGRATIONS.filter((migration) => migration.name < 'Migration20261129100000'));
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
