import './register-workspace-paths';
import type { EmbeddedDatabase } from '@liveqr/api/platform';

export default async function globalTeardown(): Promise<void> {
  await (globalThis as { __TEST_DB_SERVER__?: EmbeddedDatabase }).__TEST_DB_SERVER__?.stop();
}
