import { ormOptions, PostgresBroadcast } from '@liveqr/api/platform';
import { createTestDatabase, type TestDatabase } from '@liveqr/api/testing';
import { MikroORM } from '@mikro-orm/postgresql';
import { SCHEMA_MIGRATIONS } from '../src/app/schema-migrations';

/** Two replicas' broadcasts on one database, each with its own pool and listening connection. */
describe('messages between replicas through PostgreSQL (no Redis)', () => {
  let database: TestDatabase;
  const orms: MikroORM[] = [];
  const broadcasts: PostgresBroadcast[] = [];

  async function replica(): Promise<PostgresBroadcast> {
    const orm = await MikroORM.init(ormOptions(database.url, SCHEMA_MIGRATIONS, () => undefined));
    orms.push(orm);
    const broadcast = new PostgresBroadcast(database.url, orm);
    broadcasts.push(broadcast);
    return broadcast;
  }

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await Promise.all(broadcasts.map((broadcast) => broadcast.onApplicationShutdown()));
    await Promise.all(orms.map((orm) => orm.close()));
    await database.drop();
  });

  it('carries a message from one replica to the listeners of every replica, on any channel name', async () => {
    const [sender, receiver] = [await replica(), await replica()];
    const heard = { sender: [] as string[], receiver: [] as string[] };
    sender.subscribe('identity.sessions-changed', (message) => heard.sender.push(message));
    const arrived = new Promise<string>((resolve) => receiver.subscribe('identity.sessions-changed', resolve));
    await Promise.all([sender.onApplicationBootstrap(), receiver.onApplicationBootstrap()]);
    expect([sender.reachesEveryReplica(), receiver.reachesEveryReplica()]).toEqual([true, true]);

    await sender.publish('identity.sessions-changed', 'user 1: version 7');
    await expect(arrived).resolves.toBe('user 1: version 7');
    // The sender's own listeners hear it too, as every replica's do.
    while (heard.sender.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(heard.sender).toEqual(['user 1: version 7']);
  });

  it('reports a gap when its listening connection was lost, and listens again', async () => {
    const listener = await replica();
    const gaps: number[] = [];
    listener.onGap(() => gaps.push(Date.now()));
    const messages: string[] = [];
    listener.subscribe('scan_target_evicted', (slug) => messages.push(slug));
    await listener.onApplicationBootstrap();
    expect(gaps).toHaveLength(1); // connecting ends the gap of not having listened yet

    // An administrator (or a database failover) ends the listening connection.
    await orms[0].em
      .getConnection()
      .execute(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = 'liveqr-broadcast'",
      );
    while (gaps.length < 2) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(listener.reachesEveryReplica()).toBe(true);

    await broadcasts[0].publish('scan_target_evicted', 'abc123');
    while (!messages.includes('abc123')) await new Promise((resolve) => setTimeout(resolve, 10));
  });
});
