// A LiveQR server in a process of its own, for tests that kill it. Configured by the environment
// like `main.ts`; prints `{"port":...}` once it listens.
import { loadConfig } from '@liveqr/api/platform';
import type { AddressInfo } from 'node:net';
import { createApp } from '../../src/app/create-app';

async function main(): Promise<void> {
  const app = await createApp(loadConfig());
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.getHttpServer().address() as AddressInfo;
  process.stdout.write(`${JSON.stringify({ port })}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${String(error)}\n`);
  process.exit(1);
});
