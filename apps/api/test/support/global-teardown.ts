import './register-workspace-paths';
import type { EmbeddedDatabase } from '@liveqr/api/platform';
import { dropMigratedTemplate } from '@liveqr/api/testing';

export default async function globalTeardown(): Promise<void> {
  await dropMigratedTemplate();
  await (globalThis as { __TEST_DB_SERVER__?: EmbeddedDatabase }).__TEST_DB_SERVER__?.stop();
}
