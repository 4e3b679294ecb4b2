import type { BillingOverview, BillingRedirect } from '@liveqr/shared/contracts';

/** An API refusal: HTTP status, the billing error code (the body's `error`) and the server's text. */
export class BillingApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    message: string | undefined,
  ) {
    super(message ?? `HTTP ${status}`);
    this.name = 'BillingApiError';
  }

  get serverMessage(): string | undefined {
    return this.message.startsWith('HTTP ') ? undefined : this.message;
  }
}

async function call<T>(method: 'GET' | 'POST', path: string): Promise<T> {
  // The session travels in httpOnly cookies of this origin.
  const response = await fetch(`/api/billing${path}`, { method, credentials: 'same-origin' });
  const body = (await response.json().catch(() => undefined)) as { error?: string; message?: unknown } | undefined;
  if (!response.ok) {
    throw new BillingApiError(
      response.status,
      body?.error,
      typeof body?.message === 'string' ? body.message : undefined,
    );
  }
  return body as T;
}

export const billingApi = {
  overview: () => call<BillingOverview>('GET', ''),
  checkout: () => call<BillingRedirect>('POST', '/checkout'),
  portal: () => call<BillingRedirect>('POST', '/portal'),
};
