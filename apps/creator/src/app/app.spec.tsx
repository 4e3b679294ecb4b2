import { AuthProvider } from '@liveqr/web/auth';
import { initI18n } from '@liveqr/web/i18n';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import CreatorApp from './app';

type Handler = (init?: RequestInit) => Response;

function answer(status: number, body?: unknown): Response {
  const text = body === undefined ? '' : JSON.stringify(body);
  return { ok: status < 400, status, statusText: 'x', text: async () => text, json: async () => body } as Response;
}

/** The account's brand kits and the server's design check, unless a test says otherwise. */
const DESIGN_ROUTES: Record<string, Handler> = {
  'GET /api/brand-kits': () => answer(200, []),
  'POST /api/qr-codes/design-check': () => answer(200, { ok: true, symbol: SYMBOL }),
};
const SYMBOL = {
  version: 3,
  modules: 29,
  errorCorrection: 'M',
  effectiveErrorCorrection: 'M',
  minimumSize: 128,
  maximumLogoSize: 0.2,
};

function mockApi(routes: Record<string, Handler>, signedIn = true): jest.Mock {
  const fetchMock = jest.fn(async (url: string | Request, init?: RequestInit) => {
    // The session is read through the typed API client, which sends a Request; nothing else does yet.
    if (url instanceof Request) {
      expect(`${url.method} ${new URL(url.url).pathname}`).toBe('GET /api/auth/session');
      const user = { id: 'u1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', emailVerified: true };
      return signedIn ? Response.json({ user }) : Response.json({}, { status: 401 });
    }
    const route = { ...DESIGN_ROUTES, ...routes }[`${init?.method ?? 'GET'} ${url}`];
    if (!route) throw new Error(`unexpected ${init?.method ?? 'GET'} ${url}`);
    return route(init);
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const ACTIVE = () => answer(200, { active: true });
const SOLID_NAVY = { foreground: { type: 'solid', colour: '#000080' }, background: '#ffffff' };

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <AuthProvider>
        <Routes>
          <Route path="/dashboard" element={<p>Dashboard page</p>} />
          <Route path="*" element={<CreatorApp />} />
        </Routes>
      </AuthProvider>
    </MemoryRouter>,
  );
}

async function pickType(label: string) {
  fireEvent.click(await screen.findByRole('button', { name: new RegExp(`^${label}`) }));
}

describe('the Create QR Code wizard', () => {
  beforeAll(async () => {
    await initI18n().changeLanguage('en');
  });

  it('shows the 16 types in step 1 and creates a website code from step 2', async () => {
    const fetchMock = mockApi({
      'GET /api/billing/status': ACTIVE,
      'POST /api/qr-codes': () => answer(201, { id: 'c1' }),
    });
    renderAt('/create-qr');
    expect(screen.getByText('Checking subscription status...')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.getByRole('heading', { level: 1, name: 'Create QR Code' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '1. Select a type of QR code' })).toBeTruthy();
    expect(screen.getAllByRole('button').filter((b) => b.classList.contains('type-card'))).toHaveLength(16);
    expect(screen.getByText('Share a digital business card')).toBeTruthy();

    await pickType('Website');
    expect(screen.getByRole('heading', { name: 'Content' })).toBeTruthy();
    expect(screen.getByText('Fill in the form to see preview')).toBeTruthy();
    expect(screen.getByLabelText('QR Code Name').getAttribute('placeholder')).toBe('Website QR Code');
    const tracking = screen.getByRole('switch', { name: 'Enable Analytics Tracking' }) as HTMLInputElement;
    expect(tracking.checked).toBe(true);
    expect(screen.getByText('Track scans, views, and user analytics for this QR code')).toBeTruthy();
    await screen.findByRole('button', { name: 'Generate QR Code' });
    await act(async () => {
      await Promise.resolve();
    });

    fireEvent.click(screen.getByRole('button', { name: 'Generate QR Code' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter a website URL');

    fireEvent.change(screen.getByLabelText(/Website URL/), { target: { value: 'example.com/menu' } });
    expect(await screen.findByRole('img', { name: 'QR code preview' }, { timeout: 2000 })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Generate QR Code' }));
    expect(await screen.findByText('Dashboard page')).toBeTruthy();
    const create = fetchMock.mock.calls.find(([url, init]) => url === '/api/qr-codes' && init?.method === 'POST');
    expect(JSON.parse(String(create?.[1]?.body))).toMatchObject({
      type: 'website',
      name: 'Website QR Code',
      content: { url: 'https://example.com/menu' },
      isTracked: true,
      customization: { foreground: { type: 'solid', colour: '#000000' }, background: '#ffffff' },
    });
  });

  it('warns about a look-alike host and shows the server refusing a private address in the chosen language', async () => {
    mockApi({
      'GET /api/billing/status': ACTIVE,
      'POST /api/qr-codes': () =>
        answer(400, {
          error: 'destination_not_public',
          message: 'Links to private, local or internal addresses are not allowed',
        }),
    });
    renderAt('/create-qr');
    await pickType('Website');
    const url = screen.getByLabelText(/Website URL/);
    fireEvent.change(url, { target: { value: 'paypa1.com/login' } });
    const warning = await screen.findByText(
      'Careful: paypa1.com looks like paypal but is not. People who scan this code may be misled.',
    );
    expect(warning.getAttribute('role')).toBe('status');
    fireEvent.change(url, { target: { value: 'example.com' } });
    expect(screen.queryByText(/Careful:/)).toBeNull();

    fireEvent.change(url, { target: { value: 'http://192.168.1.1/' } });
    await act(() => initI18n().changeLanguage('de'));
    fireEvent.click(screen.getByRole('button', { name: 'QR-Code generieren' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Links zu privaten, lokalen oder internen Adressen sind nicht erlaubt',
    );
    await act(() => initI18n().changeLanguage('en'));
  });

  it('turns tracking off for wifi and says why', async () => {
    mockApi({ 'GET /api/billing/status': ACTIVE });
    renderAt('/create-qr');
    await pickType('WiFi');
    const tracking = screen.getByRole('switch', { name: 'Enable Analytics Tracking' }) as HTMLInputElement;
    expect(tracking.checked).toBe(false);
    expect(tracking.disabled).toBe(true);
    expect(screen.getByText(/WiFi codes connect the phone to a network directly/)).toBeTruthy();
    expect((screen.getByLabelText('Encryption') as HTMLSelectElement).value).toBe('WPA');
  });

  it('adds and removes links with the Add link rules', async () => {
    mockApi({ 'GET /api/billing/status': ACTIVE });
    renderAt('/create-qr');
    await pickType('List of Links');
    const add = screen.getByRole('button', { name: 'Add' });
    fireEvent.click(add);
    expect(screen.getByRole('alert').textContent).toBe('Please enter a URL');

    fireEvent.change(screen.getByLabelText('URL'), { target: { value: 'example.com' } });
    fireEvent.click(add);
    expect(screen.getAllByText('https://example.com')).toHaveLength(2); // the title defaults to the URL
    expect((screen.getByLabelText('URL') as HTMLInputElement).value).toBe('');

    fireEvent.change(screen.getByLabelText('URL'), { target: { value: 'https://example.com' } });
    fireEvent.click(add);
    expect(screen.getByRole('alert').textContent).toBe('This link already exists!');

    fireEvent.click(screen.getByRole('button', { name: 'Remove https://example.com' }));
    expect(screen.queryAllByText('https://example.com')).toHaveLength(0);
  });

  it('edits the image list like links: https:// prepended, http(s) only, uploads appended, remove', async () => {
    const fetchMock = mockApi({
      'GET /api/billing/status': ACTIVE,
      'POST /api/uploads?kind=image&fileName=b.png': () =>
        answer(201, { url: 'https://liveqr.test/api/uploads/u2', fileName: 'b.png' }),
      'POST /api/qr-codes': () => answer(201, { id: 'c2' }),
    });
    renderAt('/create-qr');
    await pickType('Images');
    const add = screen.getByRole('button', { name: 'Add' });
    const imageUrl = () => screen.getByLabelText('Image URL') as HTMLInputElement;
    fireEvent.click(add);
    expect(screen.getByRole('alert').textContent).toBe('Please enter a URL');
    fireEvent.change(imageUrl(), { target: { value: 'data:image/png;base64,iVBORw0KGgo=' } });
    fireEvent.click(add);
    expect(screen.getByRole('alert').textContent).toBe('Only http:// and https:// links are allowed');

    fireEvent.change(imageUrl(), { target: { value: 'example.com/a.png' } });
    fireEvent.keyDown(imageUrl(), { key: 'Enter' });
    expect(screen.getByText('https://example.com/a.png')).toBeTruthy();
    expect(imageUrl().value).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(imageUrl(), { target: { value: 'https://example.com/a.png' } });
    fireEvent.click(add);
    expect(screen.getByRole('alert').textContent).toBe('This link already exists!');

    const file = new File(['png'], 'b.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Upload Images'), { target: { files: [file] } });
    expect(await screen.findByText('https://liveqr.test/api/uploads/u2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove https://example.com/a.png' }));
    expect(screen.queryByText('https://example.com/a.png')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Generate QR Code' }));
    expect(await screen.findByText('Dashboard page')).toBeTruthy();
    const create = fetchMock.mock.calls.find(([url, init]) => url === '/api/qr-codes' && init?.method === 'POST');
    expect(JSON.parse(String(create?.[1]?.body)).content.images).toEqual([
      { url: 'https://liveqr.test/api/uploads/u2' },
    ]);
  });

  it('asks for a subscription and lets the user in once the 5 s re-check finds one', async () => {
    jest.useFakeTimers();
    try {
      let active = false;
      mockApi({
        'GET /api/billing/status': () =>
          answer(200, active ? { active: true } : { active: false, reason: 'none', message: 'No subscription found.' }),
      });
      renderAt('/create-qr');
      await act(async () => {
        await jest.advanceTimersByTimeAsync(10);
      });
      expect(screen.getByText('Subscription Required')).toBeTruthy();
      expect(screen.getByText('Subscribe to Create QR Codes')).toBeTruthy();
      const links = screen.getAllByRole('link', { name: 'Subscribe Now - $5/month' });
      expect(links.map((link) => link.getAttribute('href'))).toEqual(['/billing', '/billing']);
      expect(screen.queryByText('1. Select a type of QR code')).toBeNull();

      active = true;
      await act(async () => {
        await jest.advanceTimersByTimeAsync(5000);
      });
      expect(screen.queryByText('Subscription Required')).toBeNull();
      expect(screen.getByText('1. Select a type of QR code')).toBeTruthy();
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the server text for a subscription without a known reason', async () => {
    mockApi({ 'GET /api/billing/status': () => answer(200, { active: false, message: 'Your plan is paused.' }) });
    renderAt('/create-qr');
    expect(await screen.findByText('Your plan is paused.')).toBeTruthy();
  });

  it('refuses colours that would not scan before Generate, and says why', async () => {
    mockApi({ 'GET /api/billing/status': ACTIVE });
    renderAt('/create-qr');
    await pickType('Website');
    fireEvent.change(screen.getByLabelText(/Website URL/), { target: { value: 'example.com' } });
    fireEvent.change(screen.getByLabelText('Foreground colour'), { target: { value: '#eeeeee' } });
    const generate = screen.getByRole('button', { name: 'Generate QR Code' });
    await waitFor(() => expect((generate as HTMLButtonElement).disabled).toBe(true));
    const reason = document.getElementById(generate.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toMatch(
      /^The design cannot be saved yet: The foreground colour is too close to the background/,
    );
    expect(screen.getByLabelText('Foreground colour').getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(screen.getByLabelText('Foreground colour'), { target: { value: 'navy' } });
    await waitFor(() => expect((generate as HTMLButtonElement).disabled).toBe(false));
  });

  it("shows the server's refusal when only the server refuses, with the preview still drawn", async () => {
    mockApi({
      'GET /api/billing/status': ACTIVE,
      'POST /api/qr-codes/design-check': () =>
        answer(200, {
          ok: false,
          problem: 'unscannable',
          message:
            'This design does not scan reliably with every scanner: zbar could not read it at 1000 px; (the English text)',
          values: { scanner: 'zbar', size: 1000, advice: ['plainerModules', 'darkerForeground'] },
        }),
    });
    renderAt('/create-qr');
    await pickType('Website');
    fireEvent.change(screen.getByLabelText(/Website URL/), { target: { value: 'example.com' } });
    expect(
      await screen.findByText(
        'This design does not scan reliably with every scanner: zbar could not read it at 1000 px; ' +
          'choose the square or rounded module pattern, or use a darker foreground',
        { selector: '.live-preview__refusal' },
        // The browser's check, then the server's after its pause.
        { timeout: 3000 },
      ),
    ).toBeTruthy();
    expect(screen.getByRole('img', { name: 'QR code preview' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Generate QR Code' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('starts a new code from the default brand kit', async () => {
    const kit = {
      id: 'k1',
      name: 'Cafe colours',
      customization: { ...SOLID_NAVY, modulePattern: 'dots' },
      isDefault: true,
      createdAt: '2026-11-20T10:00:00.000Z',
      updatedAt: '2026-11-20T10:00:00.000Z',
    };
    const fetchMock = mockApi({
      'GET /api/billing/status': ACTIVE,
      'GET /api/brand-kits': () => answer(200, [kit]),
      'POST /api/qr-codes': () => answer(201, { id: 'c3' }),
    });
    renderAt('/create-qr');
    await pickType('Website');
    expect(await screen.findByText('This code starts from your default brand kit “Cafe colours”.')).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Dots' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.change(screen.getByLabelText(/Website URL/), { target: { value: 'example.com' } });
    await act(async () => {
      await Promise.resolve();
    });
    fireEvent.click(screen.getByRole('button', { name: 'Generate QR Code' }));
    expect(await screen.findByText('Dashboard page')).toBeTruthy();
    const create = fetchMock.mock.calls.find(([url, init]) => url === '/api/qr-codes' && init?.method === 'POST');
    expect(JSON.parse(String(create?.[1]?.body)).customization).toMatchObject({
      foreground: { type: 'solid', colour: '#000080' },
      modulePattern: 'dots',
    });
  });

  it('previews long content, which needs more than 200 px to scan', async () => {
    mockApi({ 'GET /api/billing/status': ACTIVE });
    renderAt('/create-qr');
    await pickType('Website');
    // Untracked, the code holds the URL itself rather than a short link.
    fireEvent.click(screen.getByRole('switch', { name: 'Enable Analytics Tracking' }));
    fireEvent.change(screen.getByLabelText(/Website URL/), {
      target: { value: `example.com/${'menu/'.repeat(120)}` },
    });
    const preview = await screen.findByRole('img', { name: 'QR code preview' }, { timeout: 2000 });
    expect(preview.getAttribute('width')).toBe('200');
    expect(decodeURIComponent(preview.getAttribute('src') ?? '')).toMatch(/<svg[^>]* width="(\d{4}|[3-9]\d\d)"/);
  });

  it('uploads a PDF and fills its URL', async () => {
    const fetchMock = mockApi({
      'GET /api/billing/status': ACTIVE,
      'POST /api/uploads?kind=document&fileName=menu.pdf': () =>
        answer(201, { url: 'https://liveqr.test/api/uploads/u1', fileName: 'menu.pdf' }),
    });
    renderAt('/create-qr');
    await pickType('PDF');
    const file = new File(['%PDF-1.4'], 'menu.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('Upload PDF'), { target: { files: [file] } });
    expect(screen.getByText('Uploading menu.pdf...')).toBeTruthy();
    expect(await screen.findByText('Upload complete!')).toBeTruthy();
    expect((screen.getByLabelText(/PDF URL/) as HTMLInputElement).value).toBe('https://liveqr.test/api/uploads/u1');
    const upload = fetchMock.mock.calls.find(([url]) => String(url).startsWith('/api/uploads'));
    expect(upload?.[1]?.body).toBe(file);
  });

  it('asks a signed-out visitor to log in', async () => {
    mockApi({ 'GET /api/billing/status': ACTIVE }, false);
    renderAt('/create-qr');
    expect(await screen.findByText('Please log in to create QR codes')).toBeTruthy();
  });

  it('edits an untracked code with the same form and says it must be re-printed', async () => {
    const fetchMock = mockApi({
      'GET /api/billing/status': ACTIVE,
      'GET /api/qr-codes/c9': () =>
        answer(200, {
          id: 'c9',
          name: 'Guest WiFi',
          type: 'wifi',
          slug: 's9',
          isActive: true,
          isTracked: false,
          content: { ssid: 'Cafe', password: 'secret12', encryption: 'WPA' },
          customization: {},
          payload: 'WIFI:T:WPA;S:Cafe;P:secret12;;',
        }),
      'PATCH /api/qr-codes/c9': () => answer(200, { id: 'c9' }),
    });
    renderAt('/qr-codes/c9/edit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit QR Code' })).toBeTruthy();
    expect(await screen.findByDisplayValue('Guest WiFi')).toBeTruthy();
    expect(screen.getByText(/you must download and re-print it/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Network Name/), { target: { value: 'Cafe 2' } });
    await act(async () => {
      await Promise.resolve();
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Dashboard page')).toBeTruthy();
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toMatchObject({
      name: 'Guest WiFi',
      content: { ssid: 'Cafe 2', password: 'secret12', encryption: 'WPA' },
      isTracked: false,
    });
  });
});
