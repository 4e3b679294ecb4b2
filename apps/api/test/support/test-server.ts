import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, type AppConfig } from '@liveqr/api/platform';
import { createTestDatabase } from '@liveqr/api/testing';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApp } from '../../src/app/create-app';

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
      await app.close();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
