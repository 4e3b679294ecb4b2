import { ApiError } from '@liveqr/web/api-client';

/**
 * What the page shows for a failure: the translation of the API's stable error code
 * (common:apiErrors) when the failure carries one, else the page's own text `key` (billing namespace)
 * for what failed. The server's English message is never shown.
 */
export interface ErrorText {
  key: string;
  failure?: unknown;
}

/** Manage Subscription failures without a known code (spec §8 Portal): by HTTP status. */
const PORTAL_STATUS_KEYS: Record<number, string> = {
  400: 'errors.invalidRequest',
  401: 'errors.authFailed',
  403: 'errors.authFailed',
  404: 'errors.functionNotFound',
  500: 'errors.serverFailed',
  502: 'errors.serverFailed',
  503: 'errors.serverFailed',
};

/** Subscribe failures (spec §8 Checkout). */
export function checkoutErrorText(failure: unknown): ErrorText {
  if (failure instanceof ApiError && failure.status === 401) return { key: 'errors.loginToSubscribe' };
  return { key: 'errors.checkoutFallback', failure };
}

/** Manage Subscription failures (spec §8 Portal). */
export function portalErrorText(failure: unknown): ErrorText {
  const byStatus = failure instanceof ApiError ? PORTAL_STATUS_KEYS[failure.status] : undefined;
  return { key: byStatus ?? 'errors.portalFallback', failure };
}

/** Resume failures. */
export function resumeErrorText(failure: unknown): ErrorText {
  return { key: 'errors.resumeFailed', failure };
}
