import type { components } from '@liveqr/web/api-client';
import { http, mockApi } from '@liveqr/web/api-client/testing';
import { initI18n } from '@liveqr/web/i18n/testing';
import { skeletonParts } from '@liveqr/web/ui/testing';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import BillingApp from './billing-page';
import { goTo } from '../features/subscription/navigate';

jest.mock('../features/subscription/navigate', () => ({ goTo: jest.fn() }));

type BillingOverview = components['schemas']['BillingOverviewResponseDto'];

const plan: BillingOverview['plan'] = {
  id: 'monthly',
  name: 'Monthly Plan',
  amountCents: 500,
  currency: 'usd',
  interval: 'month',
  description: 'All features included',
  highlight: 'Cancel anytime',
  features: [],
};

const active: components['schemas']['SubscriptionResponseDto'] = {
  status: 'active',
  planType: 'monthly',
  active: true,
  currentPeriodEnd: '2026-12-21T12:00:00.000Z',
  cancelAtPeriodEnd: false,
  canManage: true,
};

function anOverview(overrides: Partial<BillingOverview> = {}): BillingOverview {
  return { mode: 'test', plan, status: { active: false, reason: 'none' }, subscription: null, ...overrides };
}

const server = mockApi();

/** Answers GET /api/billing with these overviews in turn (the last one from then on); counts the calls. */
function overviews(...answers: BillingOverview[]): { calls: number } {
  const counter = { calls: 0 };
  server.use(
    http.get('/api/billing', ({ response }) => {
      const overview = answers[Math.min(counter.calls, answers.length - 1)];
      counter.calls += 1;
      return response(200).json(overview);
    }),
  );
  return counter;
}

async function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <BillingApp />
    </MemoryRouter>,
  );
  // The plan's card is there once the overview has loaded.
  await screen.findByRole('heading', { level: 2, name: 'Monthly Plan' });
}

describe('the billing page', () => {
  beforeAll(async () => {
    const i18n = initI18n();
    await i18n.changeLanguage('en');
  });
  afterEach(() => jest.useRealTimers());

  it("draws the plan's card grey under the page's title until the plan is known", async () => {
    overviews(anOverview());
    render(
      <MemoryRouter initialEntries={['/billing']}>
        <BillingApp />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Subscription & Billing' })).toBeTruthy();
    expect(skeletonParts(screen.getByRole('status', { name: 'Loading...' }))).toEqual(['card']);
    expect(await screen.findByRole('heading', { name: 'Monthly Plan' })).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading...' })).toBeNull();
  });

  it('shows the Monthly Plan with each feature once and the test-mode notice, without a word of Stripe payments', async () => {
    overviews(anOverview());
    await renderAt('/billing');
    expect(await screen.findByRole('heading', { name: 'Monthly Plan' })).toBeTruthy();
    expect(screen.getByText('$5.00')).toBeTruthy();
    const features = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(features).toContain('Unlimited scans');
    expect(new Set(features).size).toBe(features.length);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Monthly Plan',
    ]);
    expect(screen.getByText('Cancel anytime. No free trial, no hidden fees.')).toBeTruthy();
    expect(screen.getByText(/^Test mode — no card is charged/)).toBeTruthy();
    expect(screen.queryByText(/Secure payments by Stripe/)).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Current Subscription' })).toBeNull();
  });

  it('promises secure payments by Stripe only when Stripe takes them', async () => {
    overviews(anOverview({ mode: 'stripe' }));
    await renderAt('/billing');
    expect(screen.getByText('Cancel anytime. No free trial, no hidden fees. Secure payments by Stripe.')).toBeTruthy();
  });

  it('starts checkout on Subscribe, showing Processing... and leaving for the checkout page', async () => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    overviews(anOverview());
    server.use(
      http.post('/api/billing/checkout', async ({ response }) => {
        await released;
        return response(200).json({ url: '/api/billing/test/checkout' });
      }),
    );
    await renderAt('/billing');
    fireEvent.click(await screen.findByRole('button', { name: 'Subscribe' }));
    expect((await screen.findByRole('button', { name: 'Processing...' })).hasAttribute('disabled')).toBe(true);
    release();
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/api/billing/test/checkout'));
  });

  it('shows the server refusal and clears the busy state', async () => {
    overviews(anOverview());
    server.use(
      http.post('/api/billing/checkout', ({ response }) =>
        response(409).json({
          statusCode: 409,
          code: 'ALREADY_SUBSCRIBED',
          error: 'already_subscribed',
          message: 'You already have an active subscription',
        }),
      ),
    );
    await renderAt('/billing');
    fireEvent.click(await screen.findByRole('button', { name: 'Subscribe' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You already have an active subscription');
    expect(screen.getByRole('button', { name: 'Subscribe' }).hasAttribute('disabled')).toBe(false);
  });

  it('asks a visitor whose session has ended to log in to subscribe, in the words of the page', async () => {
    overviews(anOverview());
    server.use(
      http.post('/api/billing/checkout', ({ response }) =>
        response(401).json({
          statusCode: 401,
          code: 'NOT_SIGNED_IN',
          error: 'NOT_SIGNED_IN',
          message: 'Not signed in',
        }),
      ),
      // The session cannot be refreshed either.
      http.post('/api/auth/refresh', ({ response }) =>
        response(401).json({
          statusCode: 401,
          code: 'NOT_SIGNED_IN',
          error: 'NOT_SIGNED_IN',
          message: 'Not signed in',
        }),
      ),
    );
    await renderAt('/billing');
    fireEvent.click(await screen.findByRole('button', { name: 'Subscribe' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You must be logged in to subscribe');
  });

  it('shows Currently Subscribed and the Current Subscription panel to a subscriber', async () => {
    overviews(anOverview({ status: { active: true }, subscription: active }));
    server.use(
      http.post('/api/billing/portal', ({ response }) => response(200).json({ url: '/api/billing/test/portal' })),
    );
    await renderAt('/billing');
    expect((await screen.findByRole('button', { name: 'Currently Subscribed' })).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('heading', { name: 'Current Subscription' })).toBeTruthy();
    expect(screen.getByText('December 21, 2026')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Manage Subscription' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/api/billing/test/portal'));
  });

  it.each([
    [
      'en',
      400,
      'CUSTOMER_NOT_FOUND',
      'Manage Subscription',
      'Your subscription account was not found. Please contact support.',
    ],
    [
      'de',
      400,
      'CUSTOMER_NOT_FOUND',
      'Abonnement verwalten',
      'Ihr Abonnementkonto wurde nicht gefunden. Bitte wenden Sie sich an den Support.',
    ],
    [
      'de',
      500,
      'UNEXPECTED',
      'Abonnement verwalten',
      'Der Abrechnungsdienst ist fehlgeschlagen. Bitte prüfen Sie die Serverprotokolle oder versuchen Sie es später erneut.',
    ],
  ])(
    "shows a portal refusal in %s by its code (%s %s), never the server's English",
    async (language, status, code, manage, shown) => {
      overviews(anOverview({ status: { active: true }, subscription: active }));
      server.use(
        http.post('/api/billing/portal', ({ response }) =>
          // The contract lists the portal's codes; an unknown one stands for any other failure.
          response(status as 400).json({
            statusCode: status,
            code: code as 'CUSTOMER_NOT_FOUND',
            error: code.toLowerCase() as 'customer_not_found',
            message: 'Server words',
          }),
        ),
      );
      jest.mocked(goTo).mockClear();
      await act(() => initI18n().changeLanguage(language));
      try {
        render(
          <MemoryRouter initialEntries={['/billing']}>
            <BillingApp />
          </MemoryRouter>,
        );
        fireEvent.click(await screen.findByRole('button', { name: manage }));
        expect((await screen.findByRole('alert')).textContent).toBe(shown);
        expect(goTo).not.toHaveBeenCalled();
      } finally {
        await act(() => initI18n().changeLanguage('en'));
      }
    },
  );

  it('says the subscription is processing after payment, then active, reloading on the spec schedule', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const subscribed = anOverview({ status: { active: true }, subscription: active });
    const counter = overviews(anOverview(), anOverview(), subscribed);
    render(
      <MemoryRouter initialEntries={['/billing?success=1&session_id=test_1']}>
        <BillingApp />
      </MemoryRouter>,
    );
    await act(async () => jest.advanceTimersByTimeAsync(0));
    expect(
      screen.getByText('Processing your subscription... Please wait a few seconds.', { exact: false }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh Status' })).toBeTruthy();
    await act(async () => jest.advanceTimersByTimeAsync(3000));
    expect(screen.getByText('Your subscription is active! You can now create QR codes.')).toBeTruthy();
    await act(async () => jest.advanceTimersByTimeAsync(10000));
    expect(counter.calls).toBe(5);
  });

  it('refreshes an expired session and still shows the subscription', async () => {
    let sessionExpired = true;
    server.use(
      http.post('/api/auth/refresh', ({ response }) => {
        sessionExpired = false;
        return response(200).json({
          user: { id: 'u1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', emailVerified: true },
        });
      }),
      http.get('/api/billing', ({ response }) =>
        sessionExpired
          ? response(401).json({
              statusCode: 401,
              code: 'UNAUTHORIZED',
              error: 'Unauthorized',
              message: 'Unauthorized',
            })
          : response(200).json(anOverview({ status: { active: true }, subscription: active })),
      ),
    );
    await renderAt('/billing');
    expect(await screen.findByRole('heading', { name: 'Current Subscription' })).toBeTruthy();
  });

  it('shows the canceled banner', async () => {
    overviews(anOverview());
    await renderAt('/billing?canceled=1');
    expect(screen.getByText('Checkout was canceled. You have not been charged.')).toBeTruthy();
  });

  it('resumes a subscription cancelled for the period end and says when it renews', async () => {
    const cancelling = { ...active, cancelAtPeriodEnd: true };
    overviews(
      anOverview({ status: { active: true }, subscription: cancelling }),
      anOverview({ status: { active: true }, subscription: active }),
    );
    let resumed = 0;
    server.use(
      http.post('/api/billing/resume', ({ response }) => {
        resumed += 1;
        return response(200).json(active);
      }),
    );
    await renderAt('/billing');
    expect(await screen.findByText('Active until the end of the period (cancelled)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Resume Subscription' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Your subscription is resumed: it renews on December 21, 2026.',
    );
    expect(resumed).toBe(1);
    // Reloaded: the plan renews again, so there is nothing left to resume.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Resume Subscription' })).toBeNull());
    expect(screen.getByText('Renews on')).toBeTruthy();
  });

  it('offers no Resume to a subscription that renews anyway', async () => {
    overviews(anOverview({ status: { active: true }, subscription: active }));
    await renderAt('/billing');
    await screen.findByRole('heading', { name: 'Current Subscription' });
    expect(screen.queryByRole('button', { name: 'Resume Subscription' })).toBeNull();
  });

  it("shows the server's refusal of Resume in the user's language", async () => {
    overviews(anOverview({ status: { active: true }, subscription: { ...active, cancelAtPeriodEnd: true } }));
    server.use(
      http.post('/api/billing/resume', ({ response }) =>
        response(409).json({
          statusCode: 409,
          code: 'NOTHING_TO_RESUME',
          error: 'nothing_to_resume',
          message: 'There is nothing to resume',
        }),
      ),
    );
    await renderAt('/billing');
    fireEvent.click(await screen.findByRole('button', { name: 'Resume Subscription' }));
    expect((await screen.findByRole('alert')).textContent).toBe('There is no cancelled subscription to resume.');
    expect(screen.getByRole('button', { name: 'Resume Subscription' }).hasAttribute('disabled')).toBe(false);
  });
});
