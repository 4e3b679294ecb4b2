import './register-workspace-paths';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { startTestDatabaseServer } from '@liveqr/api/testing';

const workspaceRoot = join(__dirname, '../../../..');

export default async function globalSetup(): Promise<void> {
  process.env['TZ'] = 'UTC';
  mkdirSync(join(workspaceRoot, 'tmp'), { recursive: true });
  (globalThis as { __TEST_DB_SERVER__?: unknown }).__TEST_DB_SERVER__ = await startTestDatabaseServer(workspaceRoot);
}
