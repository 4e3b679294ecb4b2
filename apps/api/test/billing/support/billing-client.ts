import { randomBytes } from 'node:crypto';
import type { TestServer } from '../../support/test-server';
import { TEST_PASSWORD } from '../../support/test-password';

export interface SignedInUser {
  id: string;
  email: string;
  cookies: Record<string, string>;
}

let signUps = 0;

/**
 * Signs a new user up through identity's endpoint; the session cookies sign the next requests.
 * Each sign-up comes from its own address, so a test file's many users stay under the per-IP limit.
 * `acceptLanguage` is the browser's at sign-up: it becomes the profile's language.
 */
export async function aSignedInUser(
  server: TestServer,
  { acceptLanguage }: { acceptLanguage?: string } = {},
): Promise<SignedInUser> {
  const email = `billing.${randomBytes(4).toString('hex')}@example.com`;
  signUps += 1;
  const response = await server.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    remoteAddress: `10.0.${Math.floor(signUps / 250)}.${(signUps % 250) + 1}`,
    headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
    payload: {
      firstName: 'Grace',
      lastName: 'Hopper',
      email,
      password: TEST_PASSWORD,
      confirmPassword: TEST_PASSWORD,
    },
  });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  const cookies = Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie.value]));
  return { id: response.json().user.id, email, cookies };
}

/** Billing calls as `user`, in their personal workspace or in the team `workspaceId` names (its header). */
export function billingClient(server: TestServer, user: SignedInUser, workspaceId?: string) {
  const as = { cookies: user.cookies, headers: workspaceId ? { 'liveqr-workspace': workspaceId } : {} };
  return {
    overview: () => server.inject({ method: 'GET', url: '/api/billing', ...as }),
    status: () => server.inject({ method: 'GET', url: '/api/billing/status', ...as }),
    checkout: () => server.inject({ method: 'POST', url: '/api/billing/checkout', ...as }),
    portal: () => server.inject({ method: 'POST', url: '/api/billing/portal', ...as }),
    resume: () => server.inject({ method: 'POST', url: '/api/billing/resume', ...as }),
    get: (url: string) => server.inject({ method: 'GET', url, ...as }),
    postForm: (url: string, form: Record<string, string> = {}) =>
      server.inject({
        method: 'POST',
        url,
        ...as,
        headers: { ...as.headers, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(form).toString(),
      }),
  };
}
