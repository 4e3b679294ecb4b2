import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from 'playwright-core';
import { outboxMail } from './mail';

export interface TestAccount {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export function newTestAccount(): TestAccount {
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: `ada.${randomBytes(4).toString('hex')}@example.com`,
    password: 'secret-123',
  };
}

/** Fills /signup and submits; the app then shows /dashboard. */
export async function signUpInBrowser(page: Page, baseUrl: string, account: TestAccount): Promise<void> {
  await page.goto(`${baseUrl}/signup`);
  await page.getByLabel('First Name').fill(account.firstName);
  await page.getByLabel('Last Name').fill(account.lastName);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm Password').fill(account.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL(`${baseUrl}/dashboard`);
}

/** Fills the /login form the page shows and submits it. */
export async function signInOnLoginPage(page: Page, account: TestAccount, rememberMe: boolean): Promise<void> {
  await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  if (rememberMe) await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/**
 * Signs up through the API (the cookies land in the context) and pays in the local test checkout;
 * with a new address unless given one (an operator's, say).
 */
export async function signUpAndSubscribe(
  request: APIRequestContext,
  baseUrl: string,
  email = `ada.${randomBytes(5).toString('hex')}@example.com`,
): Promise<void> {
  const signUp = await request.post(`${baseUrl}/api/auth/sign-up`, {
    data: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email,
      password: 'plum-kettle-42',
      confirmPassword: 'plum-kettle-42',
    },
  });
  expect(signUp.status()).toBe(200);
  const paid = await request.post(`${baseUrl}/api/billing/test/checkout`, { form: {}, maxRedirects: 0 });
  expect(paid.status()).toBe(303);
}

/** Confirms the signed-in account's address through the mailed link (a server without SMTP_URL). */
export async function confirmEmailFromOutbox(
  request: APIRequestContext,
  baseUrl: string,
  dataDir: string,
  email: string,
): Promise<void> {
  const mail = await outboxMail(dataDir, email, 'Confirm your email address for LiveQR');
  const token = /\/verify-email\?token=([\w-]+)/.exec(mail.text)?.[1];
  const verified = await request.post(`${baseUrl}/api/auth/email/verify`, { data: { token } });
  expect(verified.status()).toBe(200);
}
