import { Client } from 'pg';
import type { TestServer } from '../../support/test-server';

/** Runs SQL as the test server's superuser, on its maintenance database. */
async function asAdmin(sql: string): Promise<void> {
  const client = new Client({ connectionString: process.env['LIVEQR_TEST_SERVER_URL'] });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Stops and starts the test server's database as far as the app can tell: connections refused, open ones cut. */
export function databaseOutage(server: TestServer) {
  const database = new URL(server.config.database.url ?? '').pathname.slice(1);
  return {
    stop: async () => {
      await asAdmin(`alter database ${database} allow_connections false`);
      await asAdmin(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${database}'`);
    },
    start: () => asAdmin(`alter database ${database} allow_connections true`),
  };
}
