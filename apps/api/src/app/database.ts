import { type AppConfig, type EmbeddedDatabase, startEmbeddedDatabase } from '@liveqr/api/platform';

/**
 * Without DATABASE_URL LiveQR runs on its embedded PostgreSQL: starts it and points the config at
 * it. Returns the embedded server to stop at the end, or undefined when the database is external.
 */
export async function startDatabaseFor(config: AppConfig): Promise<EmbeddedDatabase | undefined> {
  if (config.database.url) return undefined;
  const embedded = await startEmbeddedDatabase({ dataDir: config.dataDir, port: config.database.embeddedPort });
  config.database.url = embedded.url;
  return embedded;
}
