import { AuthProvider } from '@liveqr/web/auth';
import { initI18n } from '@liveqr/web/i18n';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import DashboardApp from '../app';
import { answer, callsTo, mockFetch, type Route } from '../../../test-support/fetch-mock';
import type { QrCodeSummary } from './qr-codes-api';

function aCode(overrides: Partial<QrCodeSummary> = {}): QrCodeSummary {
  const id = overrides.id ?? 'c1';
  return {
    id,
    name: 'Lunch menu',
    type: 'menu',
    slug: 'abc',
    isActive: true,
    suspended: false,
    isTracked: true,
    scanCount: 3,
    uniqueScanCount: 2,
    expiry: null,
    limitedScanCount: 0,
    expired: false,
    imageUrl: `/api/qr-codes/${id}/image`,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

function mockApi(route: Route, subscription: unknown = { active: true }): jest.Mock {
  return mockFetch((url, init) => {
    if (url.pathname === '/api/auth/session') return answer(200, { user: { id: 'u1', email: 'a@b.c' } });
    if (url.pathname === '/api/billing/status') return answer(200, subscription);
    return route(url, init);
  });
}

const listCalls = (fetchMock: jest.Mock) => callsTo(fetchMock, (pathname) => pathname === '/api/qr-codes');

function renderDashboard() {
  render(
    <MemoryRouter initialEntries={['/dashboard']} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <AuthProvider>
        <DashboardApp />
      </AuthProvider>
    </MemoryRouter>,
  );
}

const page = (items: QrCodeSummary[], total = items.length, number = 1) =>
  answer(200, { items, total, page: number, pageSize: 24 });

describe('My QR Codes', () => {
  beforeAll(async () => {
    await initI18n().changeLanguage('en');
  });

  it('shows loading, then the empty state, the sidebar and the subscription notice', async () => {
    mockApi((url) => (url.pathname === '/api/qr-codes' ? page([]) : undefined), { active: false, reason: 'none' });
    renderDashboard();
    expect(screen.getByText('Loading QR codes...')).toBeTruthy();
    expect(await screen.findByText('No QR codes yet')).toBeTruthy();
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
  });

  it('opens and closes the sidebar drawer', async () => {
    mockApi((url) => (url.pathname === '/api/qr-codes' ? page([]) : undefined));
    renderDashboard();
    await screen.findByText('No QR codes yet');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('navigation', { name: 'Dashboard' }).classList.contains('sidebar--open')).toBe(true);
  });

  it('shows each card as the spec says', async () => {
    mockApi((url) =>
      url.pathname === '/api/qr-codes'
        ? page([aCode(), aCode({ id: 'c2', name: '', type: 'wifi', isTracked: false, scanCount: 0, isActive: false })])
        : undefined,
    );
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

  it('tells the owner when LiveQR disabled a code after abuse reports', async () => {
    mockApi((url) =>
      url.pathname === '/api/qr-codes'
        ? page([aCode(), aCode({ id: 'c2', name: 'Prize', suspended: true })])
        : undefined,
    );
    renderDashboard();
    expect(
      (await screen.findByText(/LiveQR disabled this code/)).closest('li')?.querySelector('.qr-card__name')
        ?.textContent,
    ).toBe('Prize');
    expect(screen.getAllByText(/LiveQR disabled this code/)).toHaveLength(1);
  });

  it('marks expired codes and links each to its extension', async () => {
    mockApi((url) =>
      url.pathname === '/api/qr-codes'
        ? page([
            aCode(),
            aCode({ id: 'c2', name: 'Tickets', expired: true, expiry: { scanLimit: 100 }, limitedScanCount: 100 }),
            aCode({ id: 'c3', name: 'Offer', expired: true, expiry: { at: '2026-01-02T10:00:00.000Z' } }),
          ])
        : undefined,
    );
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
    const fetchMock = mockApi((url) => (url.pathname === '/api/qr-codes' ? page([aCode()]) : undefined));
    renderDashboard();
    await screen.findByText('Lunch menu');
    const typeSelect = screen.getByLabelText('Type') as HTMLSelectElement;
    expect(typeSelect.options).toHaveLength(17);
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'inactive' } });
    fireEvent.change(typeSelect, { target: { value: 'wifi' } });
    fireEvent.change(screen.getByPlaceholderText('Search QR codes...'), { target: { value: 'Menu' } });
    await waitFor(() => {
      const last = listCalls(fetchMock).at(-1);
      expect(last?.searchParams.get('search')).toBe('Menu');
    });
    const last = listCalls(fetchMock).at(-1);
    expect(last?.searchParams.get('status')).toBe('inactive');
    expect(last?.searchParams.get('type')).toBe('wifi');
    expect(last?.searchParams.get('page')).toBe('1');
  });

  it('loads the next page with Load more', async () => {
    const first = Array.from({ length: 24 }, (_, i) => aCode({ id: `a${i}`, name: `Code ${i}` }));
    const fetchMock = mockApi((url) => {
      if (url.pathname !== '/api/qr-codes') return undefined;
      return url.searchParams.get('page') === '2'
        ? page([aCode({ id: 'b1', name: 'Last one' })], 25, 2)
        : page(first, 25);
    });
    renderDashboard();
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Last one')).toBeTruthy();
    expect(listCalls(fetchMock).at(-1)?.searchParams.get('page')).toBe('2');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('toggles a code and alerts when the toggle fails', async () => {
    let fail = false;
    mockApi((url, init) => {
      if (url.pathname === '/api/qr-codes') return page([aCode()]);
      if (url.pathname === '/api/qr-codes/c1/toggle' && init?.method === 'POST')
        return fail ? answer(500, { message: 'boom' }) : answer(200, aCode({ isActive: false }));
      return undefined;
    });
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderDashboard();
    fireEvent.click(await screen.findByRole('switch', { name: 'Status of Lunch menu' }));
    await waitFor(() => expect(screen.getByRole('switch').textContent).toBe('Inactive'));
    fail = true;
    fireEvent.click(screen.getByRole('switch'));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to update QR code status. Please try again.'));
    alert.mockRestore();
  });

  it('deletes a code after confirmation', async () => {
    const fetchMock = mockApi((url, init) => {
      if (url.pathname === '/api/qr-codes') return page([aCode()]);
      if (url.pathname === '/api/qr-codes/c1' && init?.method === 'DELETE') return answer(204);
      return undefined;
    });
    renderDashboard();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Lunch menu' }));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(screen.queryByText('Lunch menu')).toBeNull());
  });

  it("downloads from the card's menu in the chosen format and size, under the name the server gives", async () => {
    const fetchMock = mockApi((url) => {
      if (url.pathname === '/api/qr-codes') return page([aCode()]);
      if (url.pathname === '/api/qr-codes/c1') return answer(200, { ...aCode(), symbol: { minimumSize: 128 } });
      if (url.pathname === '/api/qr-codes/c1/image') {
        const file = `Lunch menu.${url.searchParams.get('format')}`;
        return answer(200, undefined, {
          'content-disposition': `attachment; filename="${file}"; filename*=UTF-8''${encodeURIComponent(file)}`,
        });
      }
      return undefined;
    });
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
    const imageCalls = fetchMock.mock.calls.map(([raw]) => String(raw)).filter((raw) => raw.includes('/image?'));
    expect(imageCalls).toEqual(['/api/qr-codes/c1/image?format=png&size=2048', '/api/qr-codes/c1/image?format=pdf']);
    click.mockRestore();
  });

  it('applies a brand kit from a card in one click, draws the new design and undoes it', async () => {
    const designs: unknown[] = [];
    const fetchMock = mockApi((url, init) => {
      const method = init?.method ?? 'GET';
      if (url.pathname === '/api/qr-codes') return page([aCode(), aCode({ id: 'c2', name: 'Flyer' })]);
      if (url.pathname === '/api/brand-kits')
        return answer(200, [{ id: 'k1', name: 'Navy', isDefault: false, customization: {} }]);
      if (url.pathname === '/api/qr-codes/c1' && method === 'GET')
        return answer(200, { ...aCode(), customization: { modulePattern: 'square' } });
      if (url.pathname === '/api/qr-codes/c1/apply-brand-kit' && method === 'POST') return answer(200, aCode());
      if (url.pathname === '/api/qr-codes/c1' && method === 'PATCH') {
        designs.push(JSON.parse(String(init?.body)));
        return answer(200, aCode());
      }
      if (url.pathname === '/api/qr-codes/c1/image') return answer(200);
      return undefined;
    });
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:new-design'), revokeObjectURL: jest.fn() });
    renderDashboard();
    const card = (await screen.findByRole('heading', { name: 'Lunch menu' })).closest('li') as HTMLElement;
    expect(await within(card).findByRole('button', { name: 'Apply a brand kit to Lunch menu' })).toBeTruthy();
    // Listed once for the whole page, offered on every card.
    expect(screen.getByRole('button', { name: 'Apply a brand kit to Flyer' })).toBeTruthy();
    expect(callsTo(fetchMock, (pathname) => pathname === '/api/brand-kits')).toHaveLength(1);

    fireEvent.click(within(card).getByRole('button', { name: 'Apply a brand kit to Lunch menu' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Apply Navy' }));
    expect(await within(card).findByText('Applied “Navy” to Lunch menu.', { exact: false })).toBeTruthy();
    await waitFor(() =>
      expect(
        within(card)
          .getByRole('img', { name: /Lunch menu/ })
          .getAttribute('src'),
      ).toBe('blob:new-design'),
    );

    fireEvent.click(within(card).getByRole('button', { name: 'Undo' }));
    expect(await within(card).findByText('Back to the design before “Navy”.')).toBeTruthy();
    expect(designs).toEqual([{ customization: { modulePattern: 'square' } }]);
  });
});
