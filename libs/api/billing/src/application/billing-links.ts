/** Where the browser goes next: a Stripe page or a local test-mode page (BillingRedirectResponseDto). */
export function billingRedirect(url: string) {
  return { url };
}

export type BillingRedirect = ReturnType<typeof billingRedirect>;

/** Local test-mode pages, served by this context (only in test mode). */
export const TEST_CHECKOUT_PATH = '/api/billing/test/checkout';
export const TEST_PORTAL_PATH = '/api/billing/test/portal';

/** The /billing page of the web app, with the banners' query parameters (spec §2). */
export const billingPage = {
  path: '/billing',
  /** Session ids are URL-safe, and Stripe's `{CHECKOUT_SESSION_ID}` placeholder must stay literal. */
  success: (sessionId: string) => `/billing?success=1&session_id=${sessionId}`,
  canceled: '/billing?canceled=1',
};
