import type { MailInbox } from '@liveqr/api/testing';
import { Secret, TOTP } from 'otpauth';
import type { TestServer } from '../../support/test-server';

/** The code an authenticator app shows now for the secret. */
export function totpCode(secret: string): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate();
}

/** Opens the address confirmation link mailed to `email` at sign-up. */
export async function confirmEmail(server: TestServer, inbox: MailInbox, email: string): Promise<void> {
  const mail = await inbox.nextMailTo(email, { containing: 'verify-email?token=' });
  const token = /\/verify-email\?token=([\w-]+)/.exec(mail.text)?.[1];
  const verified = await server.inject({ method: 'POST', url: '/api/auth/email/verify', payload: { token } });
  if (verified.statusCode !== 200) throw new Error(`verification failed: ${verified.statusCode} ${verified.body}`);
}

/** Turns two-factor on for the signed-in user (address confirmed): the secret and recovery codes. */
export async function turnOnTwoFactor(
  server: TestServer,
  cookies: Record<string, string>,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const started = await server.inject({ method: 'POST', url: '/api/account/mfa/totp', cookies });
  if (started.statusCode !== 200) throw new Error(`enrolment failed: ${started.statusCode} ${started.body}`);
  const { secret } = started.json();
  const confirmed = await server.inject({
    method: 'POST',
    url: '/api/account/mfa/totp/confirm',
    cookies,
    payload: { code: totpCode(secret) },
  });
  if (confirmed.statusCode !== 200) throw new Error(`confirmation failed: ${confirmed.statusCode} ${confirmed.body}`);
  return { secret, recoveryCodes: confirmed.json().recoveryCodes };
}
