import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { startEmbeddedDatabase, type EmbeddedDatabase } from '@liveqr/api/platform';
import { freePort } from './free-port';

/**
 * Test databases: one PostgreSQL server per test run (embedded, unless TEST_DATABASE_URL
 * names one), and one fresh database per test file, dropped afterwards.
 */

const SERVER_URL_VARIABLE = 'LIVEQR_TEST_SERVER_URL';

/** jest globalSetup: start the run's server and hand its URL to the workers through the environment. */
export async function startTestDatabaseServer(workspaceRoot: string): Promise<EmbeddedDatabase | undefined> {
  const given = process.env['TEST_DATABASE_URL'];
  if (given) {
    process.env[SERVER_URL_VARIABLE] = given;
    return undefined;
  }
  const dataDir = mkdtempSync(join(workspaceRoot, 'tmp', 'test-postgres-'));
  chmodSync(dataDir, 0o755); // run as root, PostgreSQL runs as the `postgres` user and must reach it
  const server = await startEmbeddedDatabase({
    dataDir,
    port: await freePort(),
    database: 'liveqr_test',
    durable: false,
  });
  process.env[SERVER_URL_VARIABLE] = server.url;
  return server;
}

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** Creates an empty database named `liveqr_test_<random>` on the run's server. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env[SERVER_URL_VARIABLE];
  if (!serverUrl)
    throw new Error(`${SERVER_URL_VARIABLE} is not set: run the tests through their jest config (globalSetup)`);
  const name = `liveqr_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => dropTestDatabase(serverUrl, name) };
}

async function dropTestDatabase(serverUrl: string, name: string): Promise<void> {
  // A guard against pointing the suite at a real database by mistake.
  if (!name.includes('test')) throw new Error(`Refusing to drop "${name}": test database names contain "test"`);
  await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
