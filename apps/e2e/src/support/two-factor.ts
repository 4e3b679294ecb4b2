import { Secret, TOTP } from 'otpauth';
import type { APIRequestContext } from 'playwright-core';
import { confirmEmailFromOutbox } from './accounts';

/** The code an authenticator app shows now for the secret. */
export function totpCode(secret: string): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate();
}

/** Turns on two-factor for the signed-in account through the API: its secret. */
export async function turnOnTwoFactor(request: APIRequestContext, baseUrl: string): Promise<string> {
  const started = await request.post(`${baseUrl}/api/account/mfa/totp`);
  expect(started.status()).toBe(200);
  const { secret } = (await started.json()) as { secret: string };
  const confirmed = await request.post(`${baseUrl}/api/account/mfa/totp/confirm`, { data: { code: totpCode(secret) } });
  expect(confirmed.status()).toBe(200);
  return secret;
}

/** An ADMIN_EMAILS account becomes an operator: a confirmed address and two-factor on. */
export async function completeOperator(
  request: APIRequestContext,
  baseUrl: string,
  dataDir: string,
  email: string,
): Promise<void> {
  await confirmEmailFromOutbox(request, baseUrl, dataDir, email);
  await turnOnTwoFactor(request, baseUrl);
}
