import {
  aBillingOverview,
  aBrandKit,
  aFile,
  anError,
  aQrCode,
  aQrCodeSummary,
  DEFAULT_DESIGN,
  http,
  mockApi,
  signedInAs,
} from '@liveqr/web/api-client/testing';
import { AuthProvider } from '@liveqr/web/auth';
import { setLanguage } from '@liveqr/web/i18n';
import { initI18n } from '@liveqr/web/i18n/testing';
import { Notifications, toast } from '@liveqr/web/ui';
import { skeletonParts } from '@liveqr/web/ui/testing';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import DashboardApp from './dashboard-routes';
import type { BillingOverview, QrCodeSummary } from '../api/qr-codes-api';

const aCode = aQrCodeSummary;

const server = mockApi();

/** A signed-in user whose list of codes is given by `list` (by page number); the plan as given. */
function signedIn(
  list: (page: number) => QrCodeSummary[] | { items: QrCodeSummary[]; total: number },
  plan: BillingOverview = aBillingOverview(),
) {
  server.use(
    ...signedInAs(),
    http.get('/api/billing', ({ response }) => response(200).json(plan)),
    http.get('/api/brand-kits', ({ response }) => response(200).json([])),
    http.get('/api/qr-codes', ({ query, response }) => {
      const number = Number(query.get('page'));
      const answer = list(number);
      const { items, total } = Array.isArray(answer) ? { items: answer, total: answer.length } : answer;
      return response(200).json({ items, total, page: number, pageSize: 24 });
    }),
  );
}

/** An account whose plan has the given status and subscription fields (an active monthly plan otherwise). */
function aPlan(
  status: BillingOverview['status'],
  fields: Partial<NonNullable<BillingOverview['subscription']>> = {},
): BillingOverview {
  const plan = aBillingOverview({ status });
  return { ...plan, subscription: plan.subscription && { ...plan.subscription, ...fields } };
}

/** A promise the test settles when it chooses, to hold a server's answer back. */
function deferred() {
  let resolve = () => undefined as void;
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

const listCalls = () => server.requests('GET /api/qr-codes').map(({ url }) => url);

function renderDashboard() {
  render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <AuthProvider>
        <DashboardApp />
        {/* The shell's toasts, where the dashboard's messages appear. */}
        <Notifications />
      </AuthProvider>
    </MemoryRouter>,
  );
}

describe('My QR Codes', () => {
  beforeAll(async () => {
    await initI18n().changeLanguage('en');
  });
  // Toasts outlive a test's page; the next page must not show this one's Undo.
  afterEach(() => toast.dismiss());

  it('shows a grid of grey cards while loading, then the empty state, the sidebar and the subscription notice', async () => {
    signedIn(() => [], aBillingOverview({ status: { active: false, reason: 'none' }, subscription: null }));
    renderDashboard();
    const loading = screen.getByRole('status', { name: 'Loading QR codes...' });
    expect(loading.classList).toContain('qr-grid');
    expect(skeletonParts(loading)).toEqual(Array(6).fill('card'));
    expect(await screen.findByText('No QR codes yet')).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading QR codes...' })).toBeNull();
    expect(screen.getByText('Create your first QR code to get started')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(expect.arrayContaining(['/create-qr', '/analytics', '/dashboard', '/account', '/billing']));
    expect(within(nav).getByRole('button', { name: 'Log Out' })).toBeTruthy();
    expect(await within(nav).findByText('Subscription Required')).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Subscribe Now - $5/month' }).getAttribute('href')).toBe('/billing');
    expect(screen.getByPlaceholderText('Search QR codes...')).toBeTruthy();
    // One navigation on phones: the site's menu has the only Menu button.
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
  });

  it.each([
    ['renews', aBillingOverview(), 'Active — renews Dec 24, 2026', null],
    [
      'is cancelled for the period end',
      aPlan({ active: true }, { cancelAtPeriodEnd: true }),
      'Ends on Dec 24, 2026',
      'Cancelled: resume it on the Billing page to keep it.',
    ],
    [
      'has lapsed',
      aPlan({ active: false, reason: 'expired' }, { status: 'cancelled', active: false }),
      'Lapsed',
      'Your codes keep working. Renew to create and edit codes.',
    ],
    [
      'has a failed payment',
      aPlan({ active: false, reason: 'inactive' }, { status: 'past_due', active: false }),
      'Not active',
      'Your last payment did not go through. See the Billing page.',
    ],
  ])('shows a plan that %s with its date', async (_, plan, title, text) => {
    signedIn(() => [], plan);
    renderDashboard();
    const state = await screen.findByRole('note', { name: 'Your plan' });
    expect(within(state).getByText(title)).toBeTruthy();
    if (text) expect(within(state).getByText(text)).toBeTruthy();
    expect(within(state).getByRole('link').getAttribute('href')).toBe('/billing');
  });

  it('shows each card as the spec says', async () => {
    signedIn(() => [
      aCode(),
      aCode({ id: 'c2', name: '', type: 'wifi', isTracked: false, shortUrl: null, scanCount: 0, isActive: false }),
    ]);
    renderDashboard();
    const [tracked, untracked] = await screen.findAllByRole('listitem', { name: /Lunch menu|Unnamed QR Code/ });
    expect(within(tracked).getByText('Menu')).toBeTruthy();
    expect(within(tracked).getByText(/^Created /)).toBeTruthy();
    expect(within(tracked).getByText('3 scans')).toBeTruthy();
    expect(within(tracked).getByRole('link', { name: 'View Details' }).getAttribute('href')).toBe('/analytics/c1');
    expect(within(tracked).getByRole('link', { name: 'Edit Lunch menu' }).getAttribute('href')).toBe(
      '/qr-codes/c1/edit',
    );
    expect((within(tracked).getByRole('img') as HTMLImageElement).src).toContain('/api/qr-codes/c1/image');
    expect(within(tracked).getByRole('switch').textContent).toBe('Active');

    expect(within(untracked).getByText('Unnamed QR Code')).toBeTruthy();
    expect(within(untracked).getByText('WiFi')).toBeTruthy();
    expect(within(untracked).queryByText(/scans/)).toBeNull();
    expect(within(untracked).queryByRole('link', { name: 'View Details' })).toBeNull();
    expect(within(untracked).getByRole('switch').textContent).toBe('Inactive');
  });

  it('shows each code’s short link with Copy (a toast says so) and a test scan in a new tab; wifi has none', async () => {
    const copied: string[] = [];
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: (text: string) => Promise.resolve(void copied.push(text)) },
    });
    // The server builds the link on its public address, which need not be the page's origin.
    signedIn(() => [
      aCode({ slug: 'k7Fq2x', shortUrl: 'https://liveqr.example/s/k7Fq2x' }),
      aCode({ id: 'c2', name: 'Guest WiFi', type: 'wifi', isTracked: false, shortUrl: null }),
    ]);
    renderDashboard();
    const link = await screen.findByRole('group', { name: 'Short link of Lunch menu' });
    // Host and slug are shown apart, so that a narrow column wraps between them.
    expect(within(link).getByTitle('liveqr.example/s/k7Fq2x').textContent).toBe('liveqr.example/s/k7Fq2x');
    const testScan = within(link).getByRole('link', { name: 'Test scan of Lunch menu (opens in a new tab)' });
    expect(testScan.getAttribute('href')).toBe('https://liveqr.example/s/k7Fq2x');
    expect(testScan.getAttribute('target')).toBe('_blank');
    expect(testScan.getAttribute('rel')).toBe('noopener noreferrer');

    fireEvent.click(within(link).getByRole('button', { name: 'Copy link of Lunch menu' }));
    expect(await screen.findByText('Short link copied: https://liveqr.example/s/k7Fq2x')).toBeTruthy();
    expect(copied).toEqual(['https://liveqr.example/s/k7Fq2x']);
    expect(screen.queryByRole('group', { name: 'Short link of Guest WiFi' })).toBeNull();
  });

  it('says when the clipboard refuses the short link, which stays on the card', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.reject(new Error('NotAllowedError')) },
    });
    signedIn(() => [aCode()]);
    renderDashboard();
    fireEvent.click(await screen.findByRole('button', { name: 'Copy link of Lunch menu' }));
    expect(await screen.findByText('The link could not be copied: select it and copy it by hand.')).toBeTruthy();
    expect(screen.getByTitle('localhost/s/abc').textContent).toBe('localhost/s/abc');
  });

  it("counts scans by the language's plural rules", async () => {
    signedIn(() => [aCode({ scanCount: 1 }), aCode({ id: 'c2', name: 'Flyer', scanCount: 2 })]);
    renderDashboard();
    expect(await screen.findByText('1 scan')).toBeTruthy();
    expect(screen.getByText('2 scans')).toBeTruthy();
    await act(() => setLanguage('de'));
    try {
      expect(await screen.findByText('1 Scan')).toBeTruthy();
      expect(screen.getByText('2 Scans')).toBeTruthy();
    } finally {
      await act(() => setLanguage('en'));
    }
  });

  it('tells the owner when LiveQR disabled a code after abuse reports, and takes their appeal', async () => {
    signedIn(() => [aCode(), aCode({ id: 'c2', name: 'Prize', suspended: true })]);
    server.use(
      http.get('/api/qr-codes/{id}/appeal', ({ response }) =>
        response(200).json({ disabled: true, canAppeal: true, appeal: null }),
      ),
      http.post('/api/qr-codes/{id}/appeal', async ({ request, response }) => {
        const { message } = (await request.json()) as { message: string };
        return response(201).json({ status: 'open', message, createdAt: '2026-11-28T10:00:00.000Z', decidedAt: null });
      }),
    );
    renderDashboard();
    const prize = (await screen.findByText(/Disabled after reports/)).closest('li') as HTMLElement;
    expect(prize.querySelector('.qr-card__name')?.textContent).toBe('Prize');
    expect(screen.getAllByText(/Disabled after reports/)).toHaveLength(1);

    fireEvent.click(within(prize).getByRole('button', { name: 'Appeal the disabling of Prize' }));
    fireEvent.change(await within(prize).findByLabelText('Why should this code work again?'), {
      target: { value: 'It is our own raffle.' },
    });
    fireEvent.click(within(prize).getByRole('button', { name: 'Send appeal' }));
    expect(await within(prize).findByText(/is waiting for a decision/)).toBeTruthy();
    expect(within(prize).queryByRole('button', { name: 'Send appeal' })).toBeNull();
    expect(server.requests('POST /api/qr-codes/c2/appeal')).toHaveLength(1);
  });

  it('marks expired codes and links each to its extension', async () => {
    signedIn(() => [
      aCode(),
      aCode({ id: 'c2', name: 'Tickets', expired: true, expiry: { scanLimit: 100 }, limitedScanCount: 100 }),
      aCode({ id: 'c3', name: 'Offer', expired: true, expiry: { at: '2026-01-02T10:00:00.000Z' } }),
    ]);
    renderDashboard();
    const tickets = (await screen.findByText('All 100 scans used.', { exact: false })).closest('li') as HTMLElement;
    expect(within(tickets).getByText('Expired')).toBeTruthy();
    expect(within(tickets).getByRole('link', { name: 'Extend Tickets' }).getAttribute('href')).toBe(
      '/qr-codes/c2/edit',
    );
    const offer = screen.getByRole('link', { name: 'Extend Offer' }).closest('li') as HTMLElement;
    expect(within(offer).getByText(/since/)).toBeTruthy();
    expect(screen.getAllByText('Expired')).toHaveLength(2);
  });

  it('filters on the server by status, type and search', async () => {
    signedIn(() => [aCode()]);
    renderDashboard();
    await screen.findByText('Lunch menu');
    const typeSelect = screen.getByLabelText('Type') as HTMLSelectElement;
    expect(typeSelect.options).toHaveLength(17);
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'inactive' } });
    fireEvent.change(typeSelect, { target: { value: 'wifi' } });
    fireEvent.change(screen.getByPlaceholderText('Search QR codes...'), { target: { value: 'Menu' } });
    await waitFor(() => {
      const last = listCalls().at(-1);
      expect(last?.searchParams.get('search')).toBe('Menu');
    });
    const last = listCalls().at(-1);
    expect(last?.searchParams.get('status')).toBe('inactive');
    expect(last?.searchParams.get('type')).toBe('wifi');
    expect(last?.searchParams.get('page')).toBe('1');
  });

  it('loads the next page with Load more', async () => {
    const first = Array.from({ length: 24 }, (_, i) => aCode({ id: `a${i}`, name: `Code ${i}` }));
    signedIn((number) =>
      number === 2 ? { items: [aCode({ id: 'b1', name: 'Last one' })], total: 25 } : { items: first, total: 25 },
    );
    renderDashboard();
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Last one')).toBeTruthy();
    expect(listCalls().at(-1)?.searchParams.get('page')).toBe('2');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows a toggle at once, before the server answers, and keeps it when the server agrees', async () => {
    const answer = deferred();
    signedIn(() => [aCode()]);
    server.use(
      http.post('/api/qr-codes/{id}/toggle', async ({ params, response }) => {
        await answer.promise;
        return response(200).json(aQrCode({ id: params.id, isActive: false }));
      }),
    );
    renderDashboard();
    fireEvent.click(await screen.findByRole('switch', { name: 'Active Lunch menu' }));
    expect(screen.getByRole('switch').textContent).toBe('Inactive');
    await waitFor(() => expect(server.requests('POST /api/qr-codes/c1/toggle')).toHaveLength(1));
    // The answer arrives and is handled.
    await act(async () => {
      answer.resolve();
      await new Promise((settle) => setTimeout(settle, 50));
    });
    expect(screen.getByRole('switch').textContent).toBe('Inactive');
    expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('false');
  });

  it('says a code turned off answers "inactive" now, and Undo turns it on again on the server', async () => {
    signedIn(() => [aCode()]);
    const sent: unknown[] = [];
    server.use(
      http.post('/api/qr-codes/{id}/toggle', ({ params, response }) =>
        response(200).json(aQrCode({ id: params.id, isActive: false })),
      ),
      http.post('/api/qr-codes/bulk/status', async ({ request, response }) => {
        sent.push(await request.json());
        return response(200).json({ affected: 1 });
      }),
    );
    renderDashboard();
    fireEvent.click(await screen.findByRole('switch', { name: 'Active Lunch menu' }));
    expect(await screen.findByText('Lunch menu is off: scans answer “inactive”')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Lunch menu is on again')).toBeTruthy();
    // Set, not flipped: a second Undo could not turn it off again.
    expect(sent).toEqual([{ ids: ['c1'], active: true }]);
    expect((await screen.findByRole('switch', { name: 'Active Lunch menu' })).getAttribute('aria-checked')).toBe(
      'true',
    );
  });

  it('offers no Undo for turning a code on', async () => {
    signedIn(() => [aCode({ isActive: false })]);
    server.use(
      http.post('/api/qr-codes/{id}/toggle', ({ params, response }) =>
        response(200).json(aQrCode({ id: params.id, isActive: true })),
      ),
    );
    renderDashboard();
    fireEvent.click(await screen.findByRole('switch', { name: 'Inactive Lunch menu' }));
    await waitFor(() => expect(server.requests('POST /api/qr-codes/c1/toggle')).toHaveLength(1));
    // The answer arrives and is handled.
    await act(() => new Promise((settle) => setTimeout(settle, 50)));
    expect(screen.getByRole('switch', { name: 'Active Lunch menu' })).toBeTruthy();
    expect(screen.queryByText(/is off: scans answer/)).toBeNull();
  });

  it("puts a refused toggle back and says, in the reader's language, what failed and why", async () => {
    const answer = deferred();
    signedIn(() => [aCode()]);
    server.use(
      http.post('/api/qr-codes/{id}/toggle', async ({ response }) => {
        await answer.promise;
        return response(404).json(anError(404, 'QR_CODE_NOT_FOUND', 'QR code not found'));
      }),
    );
    await act(() => setLanguage('de'));
    try {
      renderDashboard();
      fireEvent.click(await screen.findByRole('switch', { name: 'Aktiv Lunch menu' }));
      expect(screen.getByRole('switch').textContent).toBe('Inaktiv');
      answer.resolve();
      expect(
        await screen.findByText('Status des QR-Codes konnte nicht aktualisiert werden. Bitte versuchen Sie es erneut.'),
      ).toBeTruthy();
      expect(
        screen.getByText('Dieser QR-Code existiert nicht mehr. Laden Sie die Seite neu, um Ihre Codes zu sehen.'),
      ).toBeTruthy();
      await waitFor(() => expect(screen.getByRole('switch').textContent).toBe('Aktiv'));
    } finally {
      await act(() => setLanguage('en'));
    }
  });

  it('takes a deleted card away at once and brings it back when the connection fails', async () => {
    const answer = deferred();
    signedIn(() => [aCode(), aCode({ id: 'c2', name: 'Flyer' })]);
    // The connection fails: no error code to translate, the screen's own words say what failed.
    server.use(
      http.post('/api/qr-codes/bulk/delete', async () => {
        await answer.promise;
        return Response.error();
      }),
    );
    renderDashboard();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Lunch menu' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(screen.queryByText('Lunch menu')).toBeNull();
    expect(screen.getByText('Showing 1 of 1')).toBeTruthy();
    answer.resolve();
    expect(await screen.findByText('Failed to delete QR code. Please try again.')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Lunch menu' })).toBeTruthy();
    expect(screen.getByText('Showing 2 of 2')).toBeTruthy();
    // Back in its place, before the card that followed it.
    const grid = screen.getByRole('heading', { name: 'Flyer' }).closest('ul') as HTMLElement;
    expect(
      within(grid)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Lunch menu', 'Flyer']);
  });

  it('deletes a code after confirmation and brings it back with Undo, as a bulk delete', async () => {
    let deleted = false;
    signedIn(() => (deleted ? [] : [aCode()]));
    const deletion = { affected: 1, deletionId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', undoSeconds: 10 };
    const sent: unknown[] = [];
    server.use(
      http.post('/api/qr-codes/bulk/delete', async ({ request, response }) => {
        sent.push(await request.json());
        deleted = true;
        return response(200).json(deletion);
      }),
      http.post('/api/qr-codes/bulk/restore', async ({ request, response }) => {
        sent.push(await request.json());
        deleted = false;
        return response(200).json({ affected: 1 });
      }),
    );
    renderDashboard();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Lunch menu' }));
    expect(screen.getByText('Delete Lunch menu? You can undo it for a few seconds.')).toBeTruthy();
    expect(server.requests('POST /api/qr-codes/bulk/delete')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(screen.queryByText('Lunch menu')).toBeNull());

    expect(await screen.findByText('1 code deleted.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('1 code restored.')).toBeTruthy();
    expect(sent).toEqual([{ ids: ['c1'] }, { deletionId: deletion.deletionId }]);
    expect(await screen.findByRole('heading', { name: 'Lunch menu' })).toBeTruthy();
  });

  it("downloads from the card's menu in the chosen format and size, under the name the server gives", async () => {
    signedIn(() => [aCode()]);
    server.use(
      http.get('/api/qr-codes/{id}', ({ response }) => response(200).json(aQrCode())),
      http.get('/api/qr-codes/{id}/image', ({ query, response }) =>
        response.untyped(aFile(`Lunch menu.${query.get('format')}`)),
      ),
    );
    const names: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:x'), revokeObjectURL: jest.fn() });
    renderDashboard();
    const open = await screen.findByRole('button', { name: 'Download Lunch menu' });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(open);
    const menu = screen.getByRole('group', { name: 'Download Lunch menu' });
    fireEvent.change(within(menu).getByLabelText('Size'), { target: { value: '2048' } });
    await act(async () => {
      fireEvent.click(within(menu).getByRole('button', { name: 'Download PNG' }));
    });
    fireEvent.click(within(menu).getByRole('radio', { name: /^PDF/ }));
    expect(within(menu).queryByLabelText('Size')).toBeNull();
    await act(async () => {
      fireEvent.click(within(menu).getByRole('button', { name: 'Download PDF' }));
    });
    await waitFor(() => expect(names).toEqual(['Lunch menu.png', 'Lunch menu.pdf']));
    const imageCalls = server.requests('GET /api/qr-codes/c1/image').map(({ url }) => url.search);
    expect(imageCalls).toEqual(['?format=png&size=2048', '?format=pdf']);
    click.mockRestore();
  });

  it('applies a brand kit from a card in one click, draws the new design and undoes it from the toast', async () => {
    const designs: unknown[] = [];
    const saved = aQrCode({ customization: { ...DEFAULT_DESIGN, modulePattern: 'rounded' } });
    signedIn(() => [aCode(), aCode({ id: 'c2', name: 'Flyer' })]);
    server.use(
      http.get('/api/brand-kits', ({ response }) => response(200).json([aBrandKit({ name: 'Navy' })])),
      http.get('/api/qr-codes/{id}', ({ response }) => response(200).json(saved)),
      http.post('/api/qr-codes/{id}/apply-brand-kit', ({ response }) => response(200).json(aQrCode())),
      http.patch('/api/qr-codes/{id}', async ({ request, response }) => {
        designs.push(await request.json());
        return response(200).json(saved);
      }),
      http.get('/api/qr-codes/{id}/image', ({ response }) => response.untyped(aFile('Lunch menu.svg'))),
    );
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:new-design'), revokeObjectURL: jest.fn() });
    renderDashboard();
    const card = (await screen.findByRole('heading', { name: 'Lunch menu' })).closest('li') as HTMLElement;
    expect(await within(card).findByRole('button', { name: 'Apply brand kit to Lunch menu' })).toBeTruthy();
    // Listed once for the whole page, offered on every card.
    expect(screen.getByRole('button', { name: 'Apply brand kit to Flyer' })).toBeTruthy();
    expect(server.requests('GET /api/brand-kits')).toHaveLength(1);

    fireEvent.click(within(card).getByRole('button', { name: 'Apply brand kit to Lunch menu' }));
    fireEvent.click(within(card).getByRole('button', { name: /^Navy/ }));
    // Said in a toast, whose Undo puts the design before back.
    const applied = (
      await screen.findByText('Applied “Navy” to Lunch menu.', {
        selector: '[data-sonner-toast] *',
      })
    ).closest('[data-sonner-toast]') as HTMLElement;
    await waitFor(() =>
      expect(
        within(card)
          .getByRole('img', { name: /Lunch menu/ })
          .getAttribute('src'),
      ).toBe('blob:new-design'),
    );

    fireEvent.click(within(applied).getByRole('button', { name: 'Undo' }));
    expect(
      await screen.findByText('Back to the design before “Navy”.', { selector: '[data-sonner-toast] *' }),
    ).toBeTruthy();
    expect(designs).toEqual([{ customization: saved.customization }]);
  });
});
