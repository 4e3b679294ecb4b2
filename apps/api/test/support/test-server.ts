import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, type AppConfig } from '@liveqr/api/platform';
import { createTestDatabase } from '@liveqr/api/testing';
import { MikroORM } from '@mikro-orm/postgresql';
import { ModulesContainer } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Client, type Pool, type PoolClient } from 'pg';
import { createApp } from '../../src/app/create-app';

/** A close still running after this long says which shutdown hooks it waits for. */
const SLOW_CLOSE_MS = 30_000;
const SHUTDOWN_HOOKS = ['onModuleDestroy', 'beforeApplicationShutdown', 'onApplicationShutdown'] as const;

export interface TestServer {
  app: NestFastifyApplication;
  config: AppConfig;
  inject: NestFastifyApplication['inject'];
  close(): Promise<void>;
}

/**
 * The real LiveQR server on a fresh database, driven in-process through `inject`. Given a
 * `DATABASE_URL`, it shares that database (a second replica) and leaves it in place on close.
 */
export async function startTestServer(environment: Record<string, string> = {}): Promise<TestServer> {
  const database = environment['DATABASE_URL'] ? undefined : await createTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'liveqr-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    // Many servers run in parallel here: only a test about metrics gives them a port.
    METRICS_PORT: '0',
    DATA_DIR: dataDir,
    DATABASE_URL: database?.url,
    ...environment,
  });
  const app = await createApp(config);
  await app.getHttpAdapter().getInstance().ready();
  return {
    app,
    config,
    inject: app.inject.bind(app),
    close: async () => {
      const running = shutdownHooksRunning(app);
      const pool = (await app.get(MikroORM).em.getConnection().getNativeClient()) as Pool;
      const slow = setTimeout(() => {
        const hooks = running();
        void sessionsOf(config)
          .then((sessions) =>
            console.warn(
              `A test server has been closing for ${SLOW_CLOSE_MS / 1000} s, waiting for ${hooks.length > 0 ? hooks.join(', ') : 'no shutdown hook (the HTTP adapter)'}; ` +
                `its database pool holds ${pool.totalCount} connections, ${pool.idleCount} idle, ${pool.waitingCount} asked for; ` +
                `the database's sessions:\n${sessions}`,
            ),
          )
          .finally(() => {
            // The pool's end waits for ever for a connection its holder never gives back (one, idle,
            // that never ran a query, in the runs that hung): given back broken, so the close ends and
            // the suite's own tests decide its result. The warning stays in the log to be hunted down.
            for (const client of heldClients(pool)) client.release(new Error('Still held when the test server closed'));
          });
      }, SLOW_CLOSE_MS).unref();
      await app.close().finally(() => clearTimeout(slow));
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The pool's connections checked out now (pg-pool keeps them in private fields). */
function heldClients(pool: Pool): PoolClient[] {
  const { _clients: all, _idle: idle } = pool as unknown as { _clients: PoolClient[]; _idle: { client: PoolClient }[] };
  const idleClients = new Set(idle.map(({ client }) => client));
  // A connection still connecting has no `release` yet: it is given to its asker, not held.
  return all.filter((client) => !idleClients.has(client) && typeof client.release === 'function');
}

/**
 * Wraps every provider's shutdown hooks to know which are running: a close that hangs (seen now and
 * then under a full CI run's load) can then say where.
 */
function shutdownHooksRunning(app: NestFastifyApplication): () => string[] {
  const running = new Set<string>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.providers.values()) {
      const instance: unknown = wrapper.instance;
      if (typeof instance !== 'object' || instance === null) continue;
      const hooks = instance as Record<string, unknown>;
      for (const hook of SHUTDOWN_HOOKS) {
        const original = hooks[hook];
        if (typeof original !== 'function') continue;
        const name = `${wrapper.name}.${hook}`;
        hooks[hook] = async (...args: unknown[]) => {
          running.add(name);
          try {
            return await original.apply(instance, args);
          } finally {
            running.delete(name);
          }
        };
      }
    }
  }
  return () => [...running];
}

/**
 * What each session on the server's database is doing (its state, what it waits for, its open
 * transaction's age, its last statement): a close that hangs waits for the pool's checked-out ones.
 */
async function sessionsOf(config: AppConfig): Promise<string> {
  const client = new Client({ connectionString: config.database.url });
  try {
    await client.connect();
    const { rows } = await client.query<Record<string, string | null>>(
      `select pid, state, wait_event_type, wait_event, extract(epoch from now() - xact_start)::int as xact_seconds,
         left(regexp_replace(query, '\\s+', ' ', 'g'), 160) as query
       from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
    );
    return rows.map((row) => `  ${JSON.stringify(row)}`).join('\n');
  } catch (error) {
    return `  (not read: ${String(error)})`;
  } finally {
    await client.end().catch(() => undefined);
  }
}
