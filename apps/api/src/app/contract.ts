import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@liveqr/api/platform';
import type { OpenAPIObject } from '@nestjs/swagger';
import { internalApiDocument, publicApiDocument } from './api-docs';
import { composeApp } from './create-app';
import { createOpenApiDocument } from './openapi';

/**
 * The committed contracts, relative to the workspace root: the web app's routes (the web API client
 * is generated from it) and the public API v1, as /api/docs-json and /api/v1/openapi.json serve them.
 */
export const CONTRACT_FILES = { web: 'apps/api/openapi.json', v1: 'apps/api/openapi.v1.json' } as const;
export type ContractName = keyof typeof CONTRACT_FILES;
/** What brings the committed contracts up to date with the code. */
export const WRITE_CONTRACT_COMMAND = 'npx nx run api:openapi';
/**
 * The public API v1 as last released. Clients rely on it: the current v1 may add to it, never break
 * it (contract-compat.ts says what breaks); a breaking change goes to v2. Releasing copies the
 * current v1 contract here, deliberately.
 */
export const RELEASED_V1_CONTRACT_FILE = 'apps/api/contract/openapi.v1.released.json';

/** Never connected to: wiring the server only needs a well-formed URL. */
const UNUSED_DATABASE = 'postgres://openapi@127.0.0.1:1/unused';

/**
 * The contracts as the code declares them, as JSON would carry them. The server is wired but never
 * started, so no database is needed; the documents do not depend on the configuration.
 */
export async function generateContracts(): Promise<Record<ContractName, OpenAPIObject>> {
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
    const whole = createOpenApiDocument(app);
    await app.close();
    const asJson = (document: OpenAPIObject) => JSON.parse(JSON.stringify(document)) as OpenAPIObject;
    return { web: asJson(internalApiDocument(whole)), v1: asJson(publicApiDocument(whole)) };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
