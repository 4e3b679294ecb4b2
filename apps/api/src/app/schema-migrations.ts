import { billingMigrations } from '@liveqr/api/billing';
import { contactMigrations } from '@liveqr/api/contact';
import { domainsMigrations } from '@liveqr/api/domains';
import { identityMigrations } from '@liveqr/api/identity';
import { platformMigrations } from '@liveqr/api/platform';
import { qrCatalogMigrations } from '@liveqr/api/qr-catalog';
import { scanAnalyticsMigrations } from '@liveqr/api/scan-analytics';
import { trustMigrations } from '@liveqr/api/trust';
import { webhooksMigrations } from '@liveqr/api/webhooks';
import { workspacesMigrations } from '@liveqr/api/workspaces';
import type { MigrationObject } from '@mikro-orm/core';

/** Every context's schema migrations: the server runs them at start, `npm run migrate` on demand. */
export const SCHEMA_MIGRATIONS: MigrationObject[] = [
  ...platformMigrations,
  ...identityMigrations,
  ...qrCatalogMigrations,
  ...scanAnalyticsMigrations,
  ...billingMigrations,
  ...contactMigrations,
  ...trustMigrations,
  ...webhooksMigrations,
  ...workspacesMigrations,
  ...domainsMigrations,
];
