import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { startEmbeddedDatabase, type EmbeddedDatabase } from '@liveqr/api/platform';
import { freePort } from './free-port';

/**
 * Test databases: one PostgreSQL server per test run (embedded, unless TEST_DATABASE_URL
 * names one), and one fresh database per test file, dropped afterwards. Fresh databases are
 * copies of one the run migrated once: a copy costs a fraction of running every migration again.
 */

const SERVER_URL_VARIABLE = 'LIVEQR_TEST_SERVER_URL';
const TEMPLATE_VARIABLE = 'LIVEQR_TEST_TEMPLATE';

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

/**
 * jest globalSetup, after the server has started: creates the database every test database copies,
 * brought to the current schema by `migrate`, which is given its URL.
 */
export async function createMigratedTemplate(migrate: (url: string) => Promise<void>): Promise<void> {
  const template = await createTestDatabase({ schema: 'empty' });
  await migrate(template.url);
  process.env[TEMPLATE_VARIABLE] = new URL(template.url).pathname.slice(1);
}

/** jest globalTeardown, before the server stops (which matters where TEST_DATABASE_URL names one). */
export async function dropMigratedTemplate(): Promise<void> {
  const name = process.env[TEMPLATE_VARIABLE];
  if (name) await dropTestDatabase(serverUrl(), name);
}

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** 'migrated' (the default): a copy of the run's migrated database; 'empty': no tables at all. */
  schema?: 'migrated' | 'empty';
}

/** Creates a database named `liveqr_test_<random>` on the run's server. */
export async function createTestDatabase({ schema = 'migrated' }: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const server = serverUrl();
  const template = schema === 'migrated' ? migratedTemplate() : undefined;
  const name = `liveqr_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(server, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => dropTestDatabase(server, name) };
}

function migratedTemplate(): string {
  const name = process.env[TEMPLATE_VARIABLE];
  if (!name) throw new Error(`${TEMPLATE_VARIABLE} is not set: the jest config's globalSetup creates it`);
  return name;
}

function serverUrl(): string {
  const url = process.env[SERVER_URL_VARIABLE];
  if (!url) throw new Error(`${SERVER_URL_VARIABLE} is not set: run the tests through their jest config (globalSetup)`);
  return url;
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
