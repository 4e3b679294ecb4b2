import type { components } from '@liveqr/web/api-client';
import {
  A_SYMBOL,
  aBrandKit,
  aDomain,
  anError,
  aQrCode,
  DEFAULT_DESIGN,
  http,
  mockApi,
  signedInAs,
} from '@liveqr/web/api-client/testing';
import { AuthProvider } from '@liveqr/web/auth';
import { initI18n } from '@liveqr/web/i18n/testing';
import { File as NodeFile } from 'node:buffer';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createdCodeIdOf, Notifications, toast as toasts } from '@liveqr/web/ui';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import CreatorApp from './creator-routes';

const server = mockApi();

type Schemas = components['schemas'];
const ACTIVE: Schemas['SubscriptionStatusResponseDto'] = { active: true };

/**
 * A visitor (signed in unless told otherwise) whose subscription is `subscription`, with no brand
 * kits and a design check that accepts, unless the test says otherwise.
 */
function signedIn(subscription: () => Schemas['SubscriptionStatusResponseDto'] = () => ACTIVE, session = true) {
  server.use(
    ...(session ? signedInAs() : []),
    http.get('/api/billing/status', ({ response }) => response(200).json(subscription())),
    http.get('/api/brand-kits', ({ response }) => response(200).json([])),
    http.get('/api/domains', ({ response }) => response(200).json([])),
    http.post('/api/qr-codes/design-check', ({ response }) => response(200).json({ ok: true, symbol: A_SYMBOL })),
  );
}

/** POST /api/qr-codes creates the code; the bodies it was sent, in order. */
function creates(): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    http.post('/api/qr-codes', async ({ request, response }) => {
      bodies.push(await request.json());
      return response(201).json(aQrCode());
    }),
  );
  return bodies;
}

const SOLID_NAVY = { foreground: { type: 'solid', colour: '#000080' }, background: '#ffffff' } as const;

/** POST /api/uploads stores the file at `url`; what it was sent (content type and bytes), in order. */
function uploads(url: string): { contentType: string | null; body: string }[] {
  const sent: { contentType: string | null; body: string }[] = [];
  server.use(
    http.post('/api/uploads', async ({ request, query, response }) => {
      sent.push({ contentType: request.headers.get('content-type'), body: await request.text() });
      const fileName = query.get('fileName') ?? 'file';
      return response(201).json({ id: 'u1', url, contentType: 'application/pdf', size: 8, fileName });
    }),
  );
  return sent;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <AuthProvider>
        <Routes>
          <Route path="/dashboard" element={<Landing />} />
          <Route path="*" element={<CreatorApp />} />
        </Routes>
      </AuthProvider>
      {/* The shell's toasts, where the creator's confirmation appears. */}
      <Notifications />
    </MemoryRouter>,
  );
}

/** My QR Codes as far as the creator knows it: the page, and which code it was told is new. */
function Landing() {
  const created = createdCodeIdOf(useLocation().state);
  return (
    <>
      <p>Dashboard page</p>
      {created && <p>New code {created}</p>}
    </>
  );
}

/** The texts that describe a control (its hint and its error), as a screen reader reads them with it. */
function describedBy(control: HTMLElement): string {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

/** Picks a type on step 1 and waits for step 2's form, whose code loads on demand. */
async function pickType(label: string) {
  fireEvent.click(await screen.findByRole('button', { name: new RegExp(`^${label}`) }));
  await screen.findByRole('heading', { name: 'Content' });
}

describe('the Create QR Code wizard', () => {
  beforeAll(async () => {
    await initI18n().changeLanguage('en');
  });
  afterEach(() => {
    toasts.dismiss();
  });

  it('shows the 16 types in step 1 and creates a website code from step 2', async () => {
    signedIn();
    const created = creates();
    renderAt('/create-qr');
    expect(screen.getByText('Checking subscription status...')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.getByRole('heading', { level: 1, name: 'Create QR Code' })).toBeTruthy();
    // No work starts before the plan is known to be active.
    expect(screen.queryByRole('heading', { name: '1. Select a type of QR code' })).toBeNull();
    expect(await screen.findByRole('heading', { name: '1. Select a type of QR code' })).toBeTruthy();
    expect(screen.queryByText('Checking subscription status...')).toBeNull();
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
    // The error is at its field, which takes focus; the action bar says nothing.
    const url = screen.getByLabelText(/Website URL/);
    await waitFor(() => expect(document.activeElement).toBe(url));
    expect(url.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(url)).toContain('Please enter a website URL');
    expect(screen.queryByRole('alert')).toBeNull();

    fireEvent.change(url, { target: { value: 'ftp://example.com/menu' } });
    expect(describedBy(url)).toContain('Only http:// and https:// links are allowed');
    fireEvent.change(url, { target: { value: 'example.com/menu' } });
    expect(url.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('Please enter a website URL')).toBeNull();
    expect(await screen.findByRole('img', { name: 'QR code preview' }, { timeout: 2000 })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Generate QR Code' }));
    expect(await screen.findByText('Dashboard page')).toBeTruthy();
    // My QR Codes is told which code is new; a toast confirms it and offers what comes next.
    expect(screen.getByText('New code c1')).toBeTruthy();
    const toast = (await screen.findByText('QR code “Lunch menu” created')).closest(
      '[data-sonner-toast]',
    ) as HTMLElement;
    expect(within(toast).getByRole('button', { name: 'Download' })).toBeTruthy();
    expect(within(toast).getByRole('button', { name: 'Copy link' })).toBeTruthy();
    expect(created[0]).toMatchObject({
      type: 'website',
      name: 'Website QR Code',
      content: { url: 'https://example.com/menu' },
      isTracked: true,
      customization: { foreground: { type: 'solid', colour: '#000000' }, background: '#ffffff' },
    });
  });

  it('warns about a look-alike host and shows the server refusing a private address in the chosen language', async () => {
    signedIn();
    server.use(
      http.post('/api/qr-codes', ({ response }) =>
        response(400).json({
          ...anError(400, 'DESTINATION_NOT_PUBLIC', 'Links to private, local or internal addresses are not allowed'),
          field: 'content.url',
        }),
      ),
    );
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
    await waitFor(() => expect(document.activeElement).toBe(url));
    expect(describedBy(url)).toContain('Links zu privaten, lokalen oder internen Adressen sind nicht erlaubt');
    await act(() => initI18n().changeLanguage('en'));
    // The server's refusal was about what it was sent: a change takes it away.
    fireEvent.change(url, { target: { value: 'example.com' } });
    expect(url.getAttribute('aria-invalid')).toBeNull();
  });

  it("puts the server's refusal of the third link at that link, and takes it away with the link", async () => {
    signedIn();
    server.use(
      http.post('/api/qr-codes', ({ response }) =>
        response(400).json({
          ...anError(400, 'DESTINATION_BLOCKLISTED', 'This site is on our list of harmful sites'),
          field: 'content.links[2].url',
        }),
      ),
    );
    renderAt('/create-qr');
    await pickType('List of Links');
    for (const url of ['one.example', 'two.example', 'three.example']) {
      fireEvent.change(screen.getByLabelText('URL'), { target: { value: url } });
      fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    }
    fireEvent.click(screen.getByRole('button', { name: 'Generate QR Code' }));
    const third = screen.getByRole('button', { name: 'Remove https://three.example' });
    await waitFor(() => expect(document.activeElement).toBe(third));
    expect(describedBy(third)).toBe('This site is on our list of harmful sites');
    expect(describedBy(screen.getByRole('button', { name: 'Remove https://two.example' }))).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();

    fireEvent.click(third);
    expect(screen.queryByText('This site is on our list of harmful sites')).toBeNull();
    expect(document.querySelector('[aria-invalid="true"], [data-refused]')).toBeNull();
  });

  it("puts a rule's refusal at the rule's field, the form's own check and the server's", async () => {
    signedIn();
    server.use(
      http.post('/api/qr-codes', ({ response }) =>
        response(400).json({
          ...anError(400, 'DESTINATION_BLOCKLISTED', 'This site is on our list of harmful sites'),
          field: 'routing[0].url',
        }),
      ),
    );
    renderAt('/create-qr');
    await pickType('Website');
    fireEvent.change(screen.getByLabelText(/Website URL/), { target: { value: 'example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add rule' }));
    const generate = screen.getByRole('button', { name: 'Generate QR Code' });

    // No condition yet: the rule's first condition says so and takes focus; the bar says nothing.
    fireEvent.click(generate);
    const ios = screen.getByRole('checkbox', { name: 'iOS' });
    await waitFor(() => expect(document.activeElement).toBe(ios));
    expect(describedBy(ios)).toBe('Each routing rule needs at least one condition and a URL.');
    expect(screen.queryByRole('alert')).toBeNull();

    // A condition: now the URL is what is missing, and the condition's error is gone.
    fireEvent.click(ios);
    expect(ios.getAttribute('aria-invalid')).toBeNull();
    const url = screen.getByLabelText('Send to URL');
    expect(url.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(url)).toBe("A rule's URL is not valid. Use an http:// or https:// link.");

    // The server refuses the URL the form accepts: at the same field, until it changes.
    fireEvent.change(url, { target: { value: 'harmful.example' } });
    expect(url.getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(generate);
    await waitFor(() => expect(document.activeElement).toBe(url));
    expect(describedBy(url)).toBe('This site is on our list of harmful sites');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(url, { target: { value: 'example.org' } });
    expect(url.getAttribute('aria-invalid')).toBeNull();
  });

  it('turns tracking off for wifi and says why', async () => {
    signedIn();
    renderAt('/create-qr');
    await pickType('WiFi');
    const tracking = screen.getByRole('switch', { name: 'Enable Analytics Tracking' }) as HTMLInputElement;
    expect(tracking.checked).toBe(false);
    expect(tracking.disabled).toBe(true);
    expect(screen.getByText(/WiFi codes connect the phone to a network directly/)).toBeTruthy();
    expect((screen.getByLabelText('Encryption') as HTMLSelectElement).value).toBe('WPA');
  });

  it('adds and removes links with the Add link rules', async () => {
    signedIn();
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
    signedIn();
    uploads('https://liveqr.test/api/uploads/u2');
    const created = creates();
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
    // My QR Codes is told which code is new; a toast confirms it and offers what comes next.
    expect(screen.getByText('New code c1')).toBeTruthy();
    const toast = (await screen.findByText('QR code “Lunch menu” created')).closest(
      '[data-sonner-toast]',
    ) as HTMLElement;
    expect(within(toast).getByRole('button', { name: 'Download' })).toBeTruthy();
    expect(within(toast).getByRole('button', { name: 'Copy link' })).toBeTruthy();
    expect(created[0]).toMatchObject({ content: { images: [{ url: 'https://liveqr.test/api/uploads/u2' }] } });
    expect(server.requests('POST /api/uploads')[0].url.search).toBe('?kind=image&fileName=b.png');
  });

  it('asks for a subscription and lets the user in once the 5 s re-check finds one', async () => {
    jest.useFakeTimers();
    try {
      let active = false;
      signedIn(() => (active ? ACTIVE : { active: false, reason: 'none', message: 'No subscription found.' }));
      renderAt('/create-qr');
      await act(async () => {
        await jest.advanceTimersByTimeAsync(10);
      });
      expect(screen.getByText('Subscription Required')).toBeTruthy();
      expect(screen.getByText('Subscribe to Create QR Codes')).toBeTruthy();
      const links = screen.getAllByRole('link', { name: 'Subscribe Now - $5/month' });
      expect(links.map((link) => link.getAttribute('href'))).toEqual(['/billing']);
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

  it('meets a lapsed plan with Renew before any work: no type to pick, printed codes said to keep working', async () => {
    signedIn(() => ({ active: false, reason: 'expired', message: 'Your subscription has expired.' }));
    renderAt('/create-qr');
    expect(await screen.findByRole('heading', { name: 'Renew to Create QR Codes' })).toBeTruthy();
    expect(screen.getByText('Your subscription has expired. Please renew to continue creating QR codes.')).toBeTruthy();
    expect(screen.getByText('Your existing QR codes keep working and counting scans in the meantime.')).toBeTruthy();
    expect(screen.queryByText('1. Select a type of QR code')).toBeNull();
    expect(document.querySelectorAll('.type-card')).toHaveLength(0);
  });

  it('shows no form while the status cannot be read, and does not ask for a plan the user may have', async () => {
    server.use(
      ...signedInAs(),
      http.get('/api/billing/status', ({ response }) =>
        response(500).json(anError(500, 'INTERNAL_ERROR', 'Internal Server Error')),
      ),
    );
    renderAt('/create-qr');
    expect(await screen.findByText('Unable to verify subscription status')).toBeTruthy();
    expect(screen.queryByText('1. Select a type of QR code')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Subscribe to Create QR Codes' })).toBeNull();
  });

  it('shows the server text for a subscription without a known reason', async () => {
    signedIn(() => ({ active: false, message: 'Your plan is paused.' }));
    renderAt('/create-qr');
    expect(await screen.findByText('Your plan is paused.')).toBeTruthy();
  });

  it('refuses colours that would not scan before Generate, and says why', async () => {
    signedIn();
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
    signedIn();
    server.use(
      http.post('/api/qr-codes/design-check', ({ response }) =>
        response(200).json({
          ok: false,
          problem: 'unscannable',
          message:
            'This design does not scan reliably with every scanner: zbar could not read it at 1000 px; (the English text)',
          values: { scanner: 'zbar', size: 1000, advice: ['plainerModules', 'darkerForeground'] },
        }),
      ),
    );
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
    const kit = aBrandKit({
      name: 'Cafe colours',
      customization: { ...DEFAULT_DESIGN, ...SOLID_NAVY, modulePattern: 'dots' },
      isDefault: true,
    });
    signedIn();
    server.use(http.get('/api/brand-kits', ({ response }) => response(200).json([kit])));
    const created = creates();
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
    // My QR Codes is told which code is new; a toast confirms it and offers what comes next.
    expect(screen.getByText('New code c1')).toBeTruthy();
    const toast = (await screen.findByText('QR code “Lunch menu” created')).closest(
      '[data-sonner-toast]',
    ) as HTMLElement;
    expect(within(toast).getByRole('button', { name: 'Download' })).toBeTruthy();
    expect(within(toast).getByRole('button', { name: 'Copy link' })).toBeTruthy();
    expect(created[0]).toMatchObject({
      customization: {
        foreground: { type: 'solid', colour: '#000080' },
        modulePattern: 'dots',
      },
    });
  });

  it("offers the workspace's verified domains for a tracked code's short link, its default first chosen", async () => {
    signedIn();
    const brand = aDomain({
      id: '7d0c5c8e-0000-4000-8000-0000000000b1',
      hostname: 'qr.brand.test',
      status: 'verified',
    });
    const menus = aDomain({ ...brand, id: '7d0c5c8e-0000-4000-8000-0000000000b2', hostname: 'menu.brand.test' });
    menus.isDefault = true;
    const checked: unknown[] = [];
    server.use(
      http.get('/api/domains', ({ response }) =>
        response(200).json([brand, menus, aDomain({ hostname: 'new.brand.test', status: 'pending' })]),
      ),
      http.post('/api/qr-codes/design-check', async ({ request, response }) => {
        checked.push(await request.json());
        return response(200).json({ ok: true, symbol: A_SYMBOL });
      }),
    );
    const created = creates();
    renderAt('/create-qr');
    await pickType('Website');
    const select = screen.getByLabelText('Short link domain') as HTMLSelectElement;
    // Verified ones only, then LiveQR's own host; the default is chosen.
    expect([...select.options].map((option) => option.textContent)).toEqual([
      'qr.brand.test',
      'menu.brand.test',
      `${window.location.host} (LiveQR)`,
    ]);
    expect(select.value).toBe(menus.id);
    expect(describedBy(select)).toContain('it cannot be changed once the code is created');

    fireEvent.change(select, { target: { value: brand.id } });
    fireEvent.change(screen.getByLabelText(/Website URL/), { target: { value: 'example.com' } });
    await waitFor(() => expect(checked.at(-1)).toMatchObject({ domainId: brand.id }), { timeout: 3000 });
    fireEvent.click(screen.getByRole('button', { name: 'Generate QR Code' }));
    expect(await screen.findByText('Dashboard page')).toBeTruthy();
    expect(created[0]).toMatchObject({ isTracked: true, domainId: brand.id });
  });

  it("offers no domain to an untracked code, and sends LiveQR's own host when it is chosen over the default", async () => {
    signedIn();
    server.use(
      http.get('/api/domains', ({ response }) =>
        response(200).json([aDomain({ status: 'verified', isDefault: true })]),
      ),
    );
    const created = creates();
    renderAt('/create-qr');
    await pickType('Website');
    // An untracked code holds its content itself: no short link, no domain.
    const tracking = screen.getByRole('switch', { name: 'Enable Analytics Tracking' });
    fireEvent.click(tracking);
    expect(screen.queryByLabelText('Short link domain')).toBeNull();
    fireEvent.click(tracking);
    fireEvent.change(screen.getByLabelText('Short link domain'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText(/Website URL/), { target: { value: 'example.com' } });
    await act(async () => {
      await Promise.resolve();
    });
    fireEvent.click(screen.getByRole('button', { name: 'Generate QR Code' }));
    expect(await screen.findByText('Dashboard page')).toBeTruthy();
    expect(created[0]).toMatchObject({ domainId: null });
  });

  it('offers no domain choice when the workspace has no verified domain, and lets the server pick', async () => {
    signedIn();
    server.use(http.get('/api/domains', ({ response }) => response(200).json([aDomain({ status: 'pending' })])));
    const created = creates();
    renderAt('/create-qr');
    await pickType('Website');
    expect(screen.queryByLabelText('Short link domain')).toBeNull();
    fireEvent.change(screen.getByLabelText(/Website URL/), { target: { value: 'example.com' } });
    await act(async () => {
      await Promise.resolve();
    });
    fireEvent.click(screen.getByRole('button', { name: 'Generate QR Code' }));
    expect(await screen.findByText('Dashboard page')).toBeTruthy();
    expect(created[0]).not.toHaveProperty('domainId');
  });

  it('previews long content, which needs more than 200 px to scan', async () => {
    signedIn();
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
    signedIn();
    const uploaded = uploads('https://liveqr.test/api/uploads/u1');
    renderAt('/create-qr');
    await pickType('PDF');
    // Node's File, which the stand-in for the API reads as bytes (jsdom's is not a Blob to Node); browsers have one kind.
    const file = new NodeFile(['%PDF-1.4'], 'menu.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('Upload PDF'), { target: { files: [file] } });
    expect(screen.getByText('Uploading menu.pdf...')).toBeTruthy();
    expect(await screen.findByText('Upload complete!')).toBeTruthy();
    expect((screen.getByLabelText(/PDF URL/) as HTMLInputElement).value).toBe('https://liveqr.test/api/uploads/u1');
    expect(server.requests('POST /api/uploads')[0].url.search).toBe('?kind=document&fileName=menu.pdf');
    // The file's bytes as they are: the server reads the type from them.
    expect(uploaded).toEqual([{ contentType: 'application/octet-stream', body: '%PDF-1.4' }]);
  });

  it("offers the name of an unnamed code in the reader's language", async () => {
    await initI18n().changeLanguage('es');
    try {
      signedIn();
      renderAt('/create-qr');
      fireEvent.click(await screen.findByRole('button', { name: /^Sitio web/ }));
      const name = await screen.findByLabelText('Nombre del código QR');
      expect(name.getAttribute('placeholder')).toBe('Código QR de Sitio web');
    } finally {
      await initI18n().changeLanguage('en');
    }
  });

  it('asks a signed-out visitor to log in', async () => {
    signedIn(() => ACTIVE, false);
    renderAt('/create-qr');
    expect(await screen.findByText('Please log in to create QR codes')).toBeTruthy();
  });

  it('edits an untracked code with the same form and says it must be re-printed', async () => {
    const wifi: Schemas['WifiQrCodeResponseDto'] = {
      ...aQrCode({ id: 'c9', name: 'Guest WiFi', slug: 's9', isTracked: false }),
      type: 'wifi',
      content: { ssid: 'Cafe', password: 'secret12', encryption: 'WPA' },
      payload: 'WIFI:T:WPA;S:Cafe;P:secret12;;',
    };
    const edits: unknown[] = [];
    signedIn();
    server.use(
      http.get('/api/qr-codes/{id}', ({ params, response }) =>
        params.id === 'c9'
          ? response(200).json(wifi)
          : response(404).json(anError(404, 'QR_CODE_NOT_FOUND', 'QR code not found')),
      ),
      http.patch('/api/qr-codes/{id}', async ({ request, response }) => {
        edits.push(await request.json());
        return response(200).json(wifi);
      }),
    );
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
    expect(
      await screen.findByText('Changes to “Guest WiFi” saved.', { selector: '[data-sonner-toast] *' }),
    ).toBeTruthy();
    expect(edits[0]).toMatchObject({
      name: 'Guest WiFi',
      content: { ssid: 'Cafe 2', password: 'secret12', encryption: 'WPA' },
      isTracked: false,
    });
  });

  it.each([
    ['expired', 'Renew to Edit QR Codes', 'Your subscription has expired. Please renew to continue editing QR codes.'],
    ['none', 'Subscribe to Edit QR Codes', 'No subscription found. Please subscribe to edit QR codes.'],
  ] as const)(
    'meets a plan that is %s on the edit screen with words about editing, before any form',
    async (reason, heading, message) => {
      signedIn(() => ({ active: false, reason, message: 'Please subscribe to create QR codes.' }));
      server.use(http.get('/api/qr-codes/{id}', ({ response }) => response(200).json(aQrCode({ id: 'c1' }))));
      renderAt('/qr-codes/c1/edit');
      expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
      expect(screen.getByRole('alert').textContent).toContain(message);
      expect(document.body.textContent).not.toMatch(/creat/i);
      expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull();
      expect(screen.queryByLabelText('QR Code Name')).toBeNull();
    },
  );

  it('says editing needs a plan when the server gives no known reason', async () => {
    signedIn(() => ({ active: false, message: 'Please subscribe to create QR codes.' }));
    server.use(http.get('/api/qr-codes/{id}', ({ response }) => response(200).json(aQrCode({ id: 'c1' }))));
    renderAt('/qr-codes/c1/edit');
    expect(
      await screen.findByText('You need an active subscription to edit QR codes. Please subscribe to continue.'),
    ).toBeTruthy();
  });
});
