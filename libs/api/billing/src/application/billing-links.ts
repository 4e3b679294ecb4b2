import { type AuthenticatedUser, teamWorkspaceOf, workspacePath } from '@liveqr/shared/contracts';

/** Where the browser goes next: a Stripe page or a local test-mode page (BillingRedirectResponseDto). */
export function billingRedirect(url: string) {
  return { url };
}

export type BillingRedirect = ReturnType<typeof billingRedirect>;

/** Local test-mode pages, served by this context (only in test mode). */
export const TEST_CHECKOUT_PATH = '/api/billing/test/checkout';
export const TEST_PORTAL_PATH = '/api/billing/test/portal';

/**
 * The pages the billing of the workspace a caller acts on leads the browser to: the web app's
 * /billing page of that workspace, with the banners' query parameters (spec §2), and the local
 * test-mode pages, which name a team workspace in their query since a browser's plain request
 * sends no header.
 */
export function billingLinks(caller: Pick<AuthenticatedUser, 'id' | 'workspaceId'>) {
  const teamWorkspaceId = teamWorkspaceOf(caller);
  const page = workspacePath(teamWorkspaceId, '/billing');
  const inWorkspace = teamWorkspaceId ? `?workspace=${teamWorkspaceId}` : '';
  return {
    page,
    /** Session ids are URL-safe, and Stripe's `{CHECKOUT_SESSION_ID}` placeholder must stay literal. */
    success: (sessionId: string) => `${page}?success=1&session_id=${sessionId}`,
    canceled: `${page}?canceled=1`,
    testCheckout: TEST_CHECKOUT_PATH + inWorkspace,
    testPortal: TEST_PORTAL_PATH + inWorkspace,
  };
}

export type BillingLinks = ReturnType<typeof billingLinks>;
