import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@liveqr/api/platform';
import type { OpenAPIObject } from '@nestjs/swagger';
import { internalApiDocument } from './api-docs';
import { composeApp } from './create-app';
import { createOpenApiDocument } from './openapi';

/** Where the committed contract lives, relative to the workspace root. */
export const CONTRACT_FILE = 'apps/api/openapi.json';
/** What brings the committed contract up to date with the code. */
export const WRITE_CONTRACT_COMMAND = 'npx nx run api:openapi';

/** Never connected to: wiring the server only needs a well-formed URL. */
const UNUSED_DATABASE = 'postgres://openapi@127.0.0.1:1/unused';

/**
 * The contract as the code declares it, as JSON would carry it. The server is wired but never
 * started, so no database is needed; the document does not depend on the configuration.
 */
export async function generateContract(): Promise<OpenAPIObject> {
  const dataDir = mkdtempSync(join(tmpdir(), 'liveqr-openapi-'));
  try {
    const app = await composeApp(
      loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        METRICS_PORT: '0',
        DATA_DIR: dataDir,
        DATABASE_URL: UNUSED_DATABASE,
      }),
    );
    const document = internalApiDocument(createOpenApiDocument(app));
    await app.close();
    return JSON.parse(JSON.stringify(document)) as OpenAPIObject;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
