import { ConfigError, loadConfig, SchemaMismatchError } from '@liveqr/api/platform';
import { createApp } from './app/create-app';
import { startDatabaseFor } from './app/database';

/** Starts LiveQR: configuration, the embedded database when no DATABASE_URL is given, the server. */
async function main(): Promise<void> {
  const config = loadConfig();
  const embedded = await startDatabaseFor(config);
  const app = await createApp(config).catch(async (error: unknown) => {
    await embedded?.stop();
    throw error;
  });
  await app.listen({ port: config.port, host: config.host });
  log(`LiveQR is running on ${config.publicUrl} (API docs: ${config.publicUrl}/api/docs)`);

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log(`${signal} received: draining requests and stopping`);
    // Order matters: stop accepting and drain first, then the application hooks (flushes, ORM),
    // and the embedded database last, once nothing uses it any more.
    await app.getHttpAdapter().getInstance().close();
    await app.close();
    await embedded?.stop();
    log('LiveQR stopped');
    process.exit(0);
  };
  process.once('SIGINT', (signal) => void stop(signal));
  process.once('SIGTERM', (signal) => void stop(signal));
}

function log(msg: string): void {
  process.stdout.write(`${JSON.stringify({ level: 30, time: Date.now(), context: 'Main', msg })}\n`);
}

main().catch((error: unknown) => {
  const message =
    error instanceof ConfigError || error instanceof SchemaMismatchError
      ? error.message
      : `LiveQR failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
  process.stderr.write(`${message}\n`);
  process.exit(1);
});
