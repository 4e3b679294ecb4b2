import { initI18n } from '@liveqr/web/i18n/testing';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { A_SYMBOL, aFile, anError, aQrCode, aSessionUser, http, mockApi } from '@liveqr/web/api-client/testing';
import { DownloadMenu } from './download-menu';

const CODE = { id: 'c1', name: 'Lunch menu' };

const server = mockApi();

/** GET /api/qr-codes/c1 answers a code whose smallest scanning size is `minimumSize`. */
function codeWithMinimum(minimumSize: number) {
  server.use(
    http.get('/api/qr-codes/{id}', ({ response }) =>
      response(200).json(aQrCode({ symbol: { ...A_SYMBOL, minimumSize } })),
    ),
  );
}

/** What the menu asked the server, as "METHOD /path?query". */
const calls = () => server.requests().map(({ method, url }) => `${method} ${url.pathname}${url.search}`);

/** The names the browser was asked to save files under. */
function captureSaves(): string[] {
  const saved: string[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:x'), revokeObjectURL: jest.fn() });
  return saved;
}

function openMenu(props: Partial<Parameters<typeof DownloadMenu>[0]> = {}) {
  render(<DownloadMenu code={CODE} {...props} />);
  fireEvent.click(screen.getByRole('button', { name: 'Download Lunch menu' }));
  return screen.getByRole('group', { name: 'Download Lunch menu' });
}

const sizes = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('DownloadMenu', () => {
  beforeAll(async () => {
    await initI18n().changeLanguage('en');
  });
  afterEach(() => jest.restoreAllMocks());

  it('says what each format suits, and sizes only pixels', async () => {
    codeWithMinimum(128);
    const menu = openMenu();
    await waitFor(() => expect(calls()).toEqual(['GET /api/qr-codes/c1']));
    const formats = within(menu).getAllByRole('radio');
    expect(formats.map((format) => format.getAttribute('value'))).toEqual(['png', 'jpg', 'svg', 'pdf', 'eps']);
    expect(within(menu).getByText('Print: flyers, menus and posters (vector)')).toBeTruthy();
    expect(within(menu).getByText('Web, documents and social media')).toBeTruthy();
    expect(sizes(menu)).toEqual([
      '128 px wide',
      '256 px wide',
      '512 px wide',
      '1024 px wide',
      '2048 px wide',
      '4096 px wide',
    ]);
    expect((within(menu).getByLabelText('Size') as HTMLSelectElement).value).toBe('1024');
    fireEvent.click(within(menu).getByRole('radio', { name: /^SVG/ }));
    expect(within(menu).queryByLabelText('Size')).toBeNull();
    expect(within(menu).getByText('Vector: stays sharp at any size.')).toBeTruthy();
  });

  it('never offers a size below the smallest that scans, as the page or else the server tells it', async () => {
    codeWithMinimum(387);
    const expected = [
      '387 px wide (the smallest that scans)',
      '512 px wide',
      '1024 px wide',
      '2048 px wide',
      '4096 px wide',
    ];
    const known = openMenu({ minimumSize: 387 });
    expect(sizes(known)).toEqual(expected);
    expect(calls()).toEqual([]);
    cleanup();

    const asked = openMenu();
    await waitFor(() => expect(sizes(asked)).toEqual(expected));
    expect(calls()).toEqual(['GET /api/qr-codes/c1']);
  });

  it("says why a download is refused in the reader's language, with the problem's figures when it names one", async () => {
    server.use(
      http.get('/api/qr-codes/{id}/image', ({ query, response }) =>
        query.get('format') === 'png'
          ? response(400).json(anError(400, 'INVALID_IMAGE_REQUEST', 'The code was changed meanwhile'))
          : response(400).json({
              ...anError(
                400,
                'INVALID_IMAGE_REQUEST',
                'At this size the modules of this code are too small to scan: choose 1100 px or more',
              ),
              problem: 'sizeTooSmall',
              values: { minimum: 1100 },
            }),
      ),
    );
    await initI18n().changeLanguage('de');
    try {
      render(<DownloadMenu code={CODE} minimumSize={128} />);
      fireEvent.click(screen.getByRole('button', { name: 'Lunch menu herunterladen' }));
      const menu = screen.getByRole('group', { name: 'Lunch menu herunterladen' });
      fireEvent.click(within(menu).getByRole('button', { name: 'Als PNG herunterladen' }));
      expect((await within(menu).findByRole('alert')).textContent).toBe(
        'Das Bild kann mit diesen Optionen nicht erstellt werden.',
      );
      fireEvent.click(within(menu).getByRole('radio', { name: /^JPG/ }));
      fireEvent.click(within(menu).getByRole('button', { name: 'Als JPG herunterladen' }));
      await waitFor(() =>
        expect(within(menu).getByRole('alert').textContent).toBe(
          'In dieser Größe sind die Module dieses Codes zu klein zum Scannen: Wählen Sie 1100 px oder mehr, oder kürzen Sie den Inhalt',
        ),
      );
    } finally {
      await initI18n().changeLanguage('en');
    }
  });

  it('refreshes an expired session first and saves one file, under the name the server gives', async () => {
    let signedIn = false;
    server.use(
      http.post('/api/auth/refresh', ({ response }) => {
        signedIn = true;
        return response(200).json({ user: aSessionUser() });
      }),
      http.get('/api/qr-codes/{id}/image', ({ response }) =>
        signedIn
          ? response.untyped(aFile('Lunch menu.pdf'))
          : response(401).json(anError(401, 'UNAUTHORIZED', 'Unauthorized')),
      ),
    );
    const saved = captureSaves();
    const menu = openMenu({ minimumSize: 128 });
    fireEvent.click(within(menu).getByRole('radio', { name: /^PDF/ }));
    const start = within(menu).getByRole('button', { name: 'Download PDF' }) as HTMLButtonElement;
    fireEvent.click(start);
    // One download at a time: a second click while it runs starts nothing.
    expect(start.disabled).toBe(true);
    expect(start.textContent).toBe('Preparing...');
    fireEvent.click(start);
    expect(await within(menu).findByText('Downloaded Lunch menu.pdf.')).toBeTruthy();
    expect(saved).toEqual(['Lunch menu.pdf']);
    expect(calls()).toEqual([
      'GET /api/qr-codes/c1/image?format=pdf',
      'POST /api/auth/refresh',
      'GET /api/qr-codes/c1/image?format=pdf',
    ]);
  });

  it('says so when the download fails, and closes with Escape back to its button', async () => {
    // The connection fails: no error code to translate, so the screen's own words.
    server.use(http.get('/api/qr-codes/{id}/image', () => Response.error()));
    const menu = openMenu({ minimumSize: 128 });
    fireEvent.click(within(menu).getByRole('button', { name: 'Download PNG' }));
    expect((await within(menu).findByRole('alert')).textContent).toBe('Failed to download QR code. Please try again.');
    fireEvent.keyDown(within(menu).getByRole('radio', { name: /^PNG/ }), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Download Lunch menu' })).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Download Lunch menu' }));
  });
});
