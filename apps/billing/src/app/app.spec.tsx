import type { BillingOverview, SubscriptionView } from '@liveqr/shared/contracts';
import { initI18n } from '@liveqr/web/i18n';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import BillingApp from './app';
import { goTo } from './navigate';

jest.mock('./navigate', () => ({ goTo: jest.fn() }));

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

const active: SubscriptionView = {
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

function answer(status: number, body: unknown): Response {
  return { ok: status < 400, status, json: async () => body } as Response;
}

function mockApi(routes: Record<string, () => Response>): jest.Mock {
  const fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
    const route = routes[`${init?.method ?? 'GET'} ${url}`];
    if (!route) throw new Error(`unexpected ${init?.method} ${url}`);
    return route();
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

async function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <BillingApp />
    </MemoryRouter>,
  );
  await screen.findByRole('heading', { level: 1, name: 'Subscription & Billing' });
}

describe('the billing page', () => {
  beforeAll(async () => {
    const i18n = initI18n();
    await i18n.changeLanguage('en');
  });
  afterEach(() => jest.useRealTimers());

  it('shows the Monthly Plan, its lists and the test-mode notice', async () => {
    mockApi({ 'GET /api/billing': () => answer(200, anOverview()) });
    await renderAt('/billing');
    expect(screen.getByRole('heading', { name: 'Monthly Plan' })).toBeTruthy();
    expect(screen.getByText('$5.00')).toBeTruthy();
    expect(screen.getByText('All features included · Cancel anytime')).toBeTruthy();
    expect(screen.getByRole('heading', { name: "What's Included" })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'All Plans Include' })).toBeTruthy();
    expect(screen.getByText(/^Test mode — no card is charged/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Current Subscription' })).toBeNull();
  });

  it('starts checkout on Subscribe, showing Processing... and leaving for the checkout page', async () => {
    let release: (value: Response) => void = () => undefined;
    mockApi({
      'GET /api/billing': () => answer(200, anOverview()),
      'POST /api/billing/checkout': () =>
        new Promise<Response>((resolve) => (release = resolve)) as unknown as Response,
    });
    await renderAt('/billing');
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect((await screen.findByRole('button', { name: 'Processing...' })).hasAttribute('disabled')).toBe(true);
    await act(async () => release(answer(200, { url: '/api/billing/test/checkout' })));
    expect(goTo).toHaveBeenCalledWith('/api/billing/test/checkout');
  });

  it('shows the server refusal and clears the busy state', async () => {
    mockApi({
      'GET /api/billing': () => answer(200, anOverview()),
      'POST /api/billing/checkout': () =>
        answer(409, { error: 'already_subscribed', message: 'You already have an active subscription' }),
    });
    await renderAt('/billing');
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You already have an active subscription');
    expect(screen.getByRole('button', { name: 'Subscribe' }).hasAttribute('disabled')).toBe(false);
  });

  it('shows Currently Subscribed and the Current Subscription panel to a subscriber', async () => {
    mockApi({
      'GET /api/billing': () => answer(200, anOverview({ status: { active: true }, subscription: active })),
      'POST /api/billing/portal': () => answer(200, { url: '/api/billing/test/portal' }),
    });
    await renderAt('/billing');
    expect(screen.getByRole('button', { name: 'Currently Subscribed' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('heading', { name: 'Current Subscription' })).toBeTruthy();
    expect(screen.getByText('December 21, 2026')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Manage Subscription' }));
    await act(async () => undefined);
    expect(goTo).toHaveBeenCalledWith('/api/billing/test/portal');
  });

  it('says the subscription is processing after payment, then active, reloading on the spec schedule', async () => {
    jest.useFakeTimers();
    let calls = 0;
    const fetchMock = mockApi({
      'GET /api/billing': () =>
        answer(200, ++calls < 3 ? anOverview() : anOverview({ status: { active: true }, subscription: active })),
    });
    render(
      <MemoryRouter
        initialEntries={['/billing?success=1&session_id=test_1']}
        future={{ v7_startTransition: true, v7_relativeSplatPath: true }}
      >
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
    expect(fetchMock).toHaveBeenCalledTimes(5);
  });

  it('shows the canceled banner', async () => {
    mockApi({ 'GET /api/billing': () => answer(200, anOverview()) });
    await renderAt('/billing?canceled=1');
    expect(screen.getByText('Checkout was canceled. You have not been charged.')).toBeTruthy();
  });
});
