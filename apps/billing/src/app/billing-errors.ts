import { ApiError } from '@liveqr/web/api-client';

/** What the page shows for a failure: a key of the `billing` namespace, or the server's own text. */
export type ErrorText = { key: string } | { text: string };

const CODE_KEYS: Record<string, string> = {
  already_subscribed: 'errors.alreadySubscribed',
  checkout_failed: 'errors.checkoutFailed',
  billing_disabled: 'errors.billingDisabled',
  no_customer: 'errors.noCustomer',
  customer_not_found: 'errors.customerNotFound',
  invalid_customer: 'errors.invalidCustomer',
  stripe_auth_error: 'errors.stripeAuth',
  portal_not_configured_live: 'errors.portalNotConfiguredLive',
  portal_not_configured_test: 'errors.portalNotConfiguredTest',
  nothing_to_resume: 'errors.nothingToResume',
  resume_failed: 'errors.resumeFailed',
};

/** Subscribe failures (spec §8 Checkout). */
export function checkoutErrorText(error: unknown): ErrorText {
  if (error instanceof ApiError) {
    if (error.status === 401) return { key: 'errors.loginToSubscribe' };
    if (error.code && CODE_KEYS[error.code]) return { key: CODE_KEYS[error.code] };
  }
  return { key: 'errors.checkoutFallback' };
}

/** Manage Subscription failures (spec §8 Portal): by code first, then by HTTP status. */
export function portalErrorText(error: unknown): ErrorText {
  if (!(error instanceof ApiError)) return { key: 'errors.portalFallback' };
  if (error.code && CODE_KEYS[error.code]) return { key: CODE_KEYS[error.code] };
  if (error.status === 401 || error.status === 403) return { key: 'errors.authFailed' };
  if (error.status === 404) return { key: 'errors.functionNotFound' };
  if (error.status === 400)
    return error.serverMessage ? { text: error.serverMessage } : { key: 'errors.invalidRequest' };
  if ([500, 502, 503].includes(error.status)) {
    return error.serverMessage ? { text: error.serverMessage } : { key: 'errors.serverFailed' };
  }
  return { key: 'errors.portalFallback' };
}

/** Resume failures: the API's code, else the generic failure. */
export function resumeErrorText(error: unknown): ErrorText {
  if (error instanceof ApiError && error.code && CODE_KEYS[error.code]) return { key: CODE_KEYS[error.code] };
  return { key: 'errors.resumeFailed' };
}
