import { randomBytes } from 'node:crypto';
import type { TestServer } from '../../support/test-server';
import { TEST_PASSWORD } from '../../support/test-password';

type InjectResponse = Awaited<ReturnType<TestServer['inject']>>;

export interface SignUpInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  rememberMe?: boolean;
}

/** A valid sign-up with a unique address; override what a test is about. */
export function newAccount(overrides: Partial<SignUpInput> = {}): SignUpInput {
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: `ada.${randomBytes(4).toString('hex')}@example.com`,
    password: TEST_PASSWORD,
    confirmPassword: TEST_PASSWORD,
    ...overrides,
  };
}

/** The cookies a response set, by name (an empty value means cleared). */
export function cookiesOf(response: InjectResponse): Record<string, string> {
  return Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie.value]));
}

export function cookie(response: InjectResponse, name: string) {
  return response.cookies.find((candidate) => candidate.name === name);
}

export async function signUp(server: TestServer, input: SignUpInput = newAccount()) {
  const response = await server.inject({ method: 'POST', url: '/api/auth/sign-up', payload: input });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  return { input, response, cookies: cookiesOf(response), user: response.json().user as { id: string; email: string } };
}

export function signIn(server: TestServer, email: string, password: string, rememberMe = false) {
  return server.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password, rememberMe } });
}

export function getSession(server: TestServer, cookies: Record<string, string>) {
  return server.inject({ method: 'GET', url: '/api/auth/session', cookies });
}

/** Deletes the account whose session `cookies` hold, confirmed as the account page asks. */
export function deleteAccount(server: TestServer, cookies: Record<string, string>) {
  return server.inject({ method: 'DELETE', url: '/api/account', cookies, payload: { confirmation: 'DELETE' } });
}
