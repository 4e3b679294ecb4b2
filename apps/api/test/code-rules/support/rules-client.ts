import type { TestServer } from '../../support/test-server';
import type { QrUser } from '../../qr-catalog/support/qr-client';

/** Cancels the user's plan at once through billing's local test portal: the plan has lapsed. */
export async function lapsePlan(server: TestServer, user: QrUser): Promise<void> {
  const cancelled = await server.inject({
    method: 'POST',
    url: '/api/billing/test/portal',
    cookies: user.cookies,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'when=now',
  });
  if (cancelled.statusCode >= 400) throw new Error(`cancel failed: ${cancelled.statusCode} ${cancelled.body}`);
}

/** A date this many days from the real clock, as the API takes it. */
export function daysFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString();
}
