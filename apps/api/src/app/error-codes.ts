import { BillingErrorCode } from '@liveqr/api/billing';
import { DomainsErrorCode } from '@liveqr/api/domains';
import { IdentityErrorCode } from '@liveqr/api/identity';
import { PLATFORM_ERROR_CODES, PLATFORM_STABLE_ERROR_CODES, stableCodeOf } from '@liveqr/api/platform';
import { QrCatalogErrorCode } from '@liveqr/api/qr-catalog';
import { ScanAnalyticsErrorCode } from '@liveqr/api/scan-analytics';
import { TrustErrorCode } from '@liveqr/api/trust';
import { WebhooksErrorCode } from '@liveqr/api/webhooks';
import { WorkspacesErrorCode } from '@liveqr/api/workspaces';

/** Each context's codes, as its exceptions write them. */
const CONTEXT_ERROR_CODES: readonly string[] = [
  IdentityErrorCode,
  QrCatalogErrorCode,
  ScanAnalyticsErrorCode,
  BillingErrorCode,
  TrustErrorCode,
  WebhooksErrorCode,
  WorkspacesErrorCode,
  DomainsErrorCode,
].flatMap((codes) => Object.values(codes));

/** Every legacy `error` an error body of the API can carry: the platform's and each context's, each once. */
export const API_ERROR_CODES: readonly string[] = [...new Set([...PLATFORM_ERROR_CODES, ...CONTEXT_ERROR_CODES])];

/** Every stable `code` an error body of the API can carry, each once: the contexts' codes upper-cased. */
export const API_STABLE_ERROR_CODES: readonly string[] = [
  ...new Set([...PLATFORM_STABLE_ERROR_CODES, ...CONTEXT_ERROR_CODES.map(stableCodeOf)]),
];
