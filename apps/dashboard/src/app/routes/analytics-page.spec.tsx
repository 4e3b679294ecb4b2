import { aFile, anError, aQrCode, http, mockApi } from '@liveqr/web/api-client/testing';
import { initI18n } from '@liveqr/web/i18n/testing';
import { skeletonParts } from '@liveqr/web/ui/testing';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import DashboardApp from './dashboard-routes';
import type { AnalysedQrCode, AnalyticsSummary, RecentScan, ScansPerDay } from '../api/analytics-api';

// jsdom has no canvas: the chart is replaced by a plain canvas that keeps its accessible name.
jest.mock('react-chartjs-2', () => ({
  Bar: (props: { 'aria-label': string }) =>
    jest.requireActual<typeof import('react')>('react').createElement('canvas', {
      role: 'img',
      'aria-label': props['aria-label'],
    }),
}));

function aCode(overrides: Partial<AnalysedQrCode> = {}): AnalysedQrCode {
  return {
    id: 'c1',
    name: 'Lunch menu',
    type: 'menu',
    isTracked: true,
    isActive: true,
    scanCount: 20,
    uniqueScanCount: 15,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

function aScan(overrides: Partial<RecentScan> = {}): RecentScan {
  return {
    scannedAt: '2026-11-25T14:30:00.000Z',
    city: 'Berlin',
    country: 'DE',
    deviceType: 'mobile',
    operatingSystem: 'iOS',
    browser: 'Safari',
    ...overrides,
  };
}

function aSummary(overrides: Partial<AnalyticsSummary> = {}): AnalyticsSummary {
  return {
    qrCode: aCode(),
    range: '7days',
    timeZone: 'UTC',
    from: '2026-11-20T00:00:00.000Z',
    totalScans: 20,
    uniqueScans: 15,
    botScans: 0,
    countries: 2,
    platforms: 2,
    operatingSystems: [
      { value: 'iOS', scans: 12 },
      { value: 'Android', scans: 6 },
      { value: null, scans: 2 },
    ],
    deviceTypes: [{ value: 'mobile', scans: 20 }],
    browsers: [{ value: 'Safari', scans: 20 }],
    topCountries: [
      { value: 'DE', scans: 15 },
      { value: null, scans: 5 },
    ],
    topCities: [{ city: 'Berlin', country: 'DE', scans: 15 }],
    routes: [{ value: 'default', scans: 20 }],
    recentScans: [aScan()],
    ...overrides,
  };
}

const emptySummary = (overrides: Partial<AnalyticsSummary> = {}) =>
  aSummary({
    totalScans: 0,
    uniqueScans: 0,
    countries: 0,
    platforms: 0,
    operatingSystems: [],
    deviceTypes: [],
    browsers: [],
    topCountries: [],
    topCities: [],
    routes: [],
    recentScans: [],
    ...overrides,
  });

// Each code's own answer, for the short link in the header: on the server's public address.
const server = mockApi(
  http.get('/api/qr-codes/{id}', ({ params, response }) =>
    response(200).json(aQrCode({ id: params.id, slug: params.id, shortUrl: `https://liveqr.example/s/${params.id}` })),
  ),
);

const DAYS: ScansPerDay = [
  { day: '2026-11-25', scans: 20 },
  { day: '2026-11-26', scans: 0 },
];

/** The list of codes answers `codes`, or fails while `failing()` says so. */
function codesAre(codes: AnalysedQrCode[], failing = () => false) {
  server.use(
    http.get('/api/analytics/qr-codes', ({ response }) =>
      failing() ? response(500).json(anError(500, 'INTERNAL_ERROR', 'boom')) : response(200).json(codes),
    ),
  );
}

/** The two requests of a code's report: its summary and, apart, its scans per day; each fails while told so. */
function figuresAre(
  summary: AnalyticsSummary,
  days: ScansPerDay = DAYS,
  failing: { summary?: () => boolean; days?: () => boolean } = {},
) {
  const boom = anError(500, 'INTERNAL_ERROR', 'boom');
  server.use(
    http.get('/api/analytics/qr-codes/{id}', ({ response }) =>
      failing.summary?.() ? response(500).json(boom) : response(200).json(summary),
    ),
    http.get('/api/analytics/qr-codes/{id}/scans-per-day', ({ response }) =>
      failing.days?.() ? response(500).json(boom) : response(200).json(days),
    ),
  );
}

/** The summary requests so far (any code). */
const summaryCalls = () =>
  server
    .requests()
    .map(({ url }) => url)
    .filter((url) => /^\/api\/analytics\/qr-codes\/[^/]+$/.test(url.pathname));

let location = '';
function LocationProbe() {
  const current = useLocation();
  location = `${current.pathname}${current.search}`;
  return null;
}

function renderAnalytics(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <DashboardApp />
      <LocationProbe />
    </MemoryRouter>,
  );
}

const panel = (name: string) => screen.getByRole('region', { name });

describe('Analytics', () => {
  beforeAll(async () => {
    await initI18n().changeLanguage('en');
  });

  it('asks for the code in the URL over the default range in the viewer time zone', async () => {
    codesAre([aCode(), aCode({ id: 'c2', name: '' })]);
    figuresAre(aSummary());
    renderAnalytics('/analytics/c1');
    expect(screen.getByText('Loading analytics...')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/dashboard');
    await screen.findByText('Total Scans');
    const select = screen.getByLabelText('Select QR Code') as HTMLSelectElement;
    expect(select.value).toBe('c1');
    expect([...select.options].map((option) => option.text)).toEqual(['Lunch menu', 'Unnamed QR Code']);
    const [call] = summaryCalls();
    expect(call.pathname).toBe('/api/analytics/qr-codes/c1');
    expect(call.searchParams.get('range')).toBe('7days');
    expect(call.searchParams.get('tz')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('goes to the chosen code, keeping the range', async () => {
    codesAre([aCode(), aCode({ id: 'c2', name: 'Flyer' })]);
    figuresAre(aSummary());
    renderAnalytics('/analytics/c1?range=90days');
    await screen.findByText('Total Scans');
    fireEvent.change(screen.getByLabelText('Select QR Code'), { target: { value: 'c2' } });
    await waitFor(() => expect(summaryCalls().at(-1)?.pathname).toBe('/api/analytics/qr-codes/c2'));
    expect(summaryCalls().at(-1)?.searchParams.get('range')).toBe('90days');
    expect(location).toBe('/analytics/c2?range=90days');
  });

  it('shows the code’s short link with Copy and Test scan under the selectors; a wifi code has none', async () => {
    const copied: string[] = [];
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: (text: string) => Promise.resolve(void copied.push(text)) },
    });
    codesAre([aCode(), aCode({ id: 'w1', name: 'Guest WiFi', type: 'wifi', isTracked: false })]);
    figuresAre(aSummary());
    server.use(
      http.get('/api/qr-codes/{id}', ({ params, response }) =>
        response(200).json(
          params.id === 'w1'
            ? aQrCode({ id: 'w1', name: 'Guest WiFi', shortUrl: null })
            : aQrCode({ id: params.id, slug: 'k7Fq2x', shortUrl: 'https://liveqr.example/s/k7Fq2x' }),
        ),
      ),
    );
    renderAnalytics('/analytics/c1');
    const link = await screen.findByRole('group', { name: 'Short link of Lunch menu' });
    // Host and slug are shown apart, so that a narrow column wraps between them.
    expect(within(link).getByTitle('liveqr.example/s/k7Fq2x').textContent).toBe('liveqr.example/s/k7Fq2x');
    const testScan = within(link).getByRole('link', { name: 'Test scan of Lunch menu (opens in a new tab)' });
    expect(testScan.getAttribute('href')).toBe('https://liveqr.example/s/k7Fq2x');
    expect(testScan.getAttribute('target')).toBe('_blank');
    fireEvent.click(within(link).getByRole('button', { name: 'Copy link of Lunch menu' }));
    await waitFor(() => expect(copied).toEqual(['https://liveqr.example/s/k7Fq2x']));

    fireEvent.change(screen.getByLabelText('Select QR Code'), { target: { value: 'w1' } });
    await waitFor(() => expect(server.requests('GET /api/qr-codes/w1')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('group', { name: /^Short link of/ })).toBeNull());
    expect(screen.getByRole('heading', { level: 1, name: 'Analytics' })).toBeTruthy();
  });

  it('refetches with the chosen range and keeps it in the URL', async () => {
    codesAre([aCode()]);
    figuresAre(aSummary());
    renderAnalytics('/analytics/c1');
    await screen.findByText('Total Scans');
    const range = screen.getByLabelText('Date Range') as HTMLSelectElement;
    expect([...range.options].map((option) => option.text)).toEqual([
      'Last 7 days',
      'Last 30 days',
      'Last 90 days',
      'All time',
    ]);
    fireEvent.change(range, { target: { value: '30days' } });
    await waitFor(() => expect(summaryCalls().at(-1)?.searchParams.get('range')).toBe('30days'));
    expect(location).toBe('/analytics/c1?range=30days');
    expect(range.value).toBe('30days');
  });

  it('draws the report, then its chart, as grey blocks of their shape until each has its figures', async () => {
    codesAre([aCode()]);
    let sendSummary = () => undefined as void;
    let sendDays = () => undefined as void;
    const summaryHeld = new Promise<void>((send) => (sendSummary = send));
    const daysHeld = new Promise<void>((send) => (sendDays = send));
    server.use(
      http.get('/api/analytics/qr-codes/{id}', async ({ response }) => {
        await summaryHeld;
        return response(200).json(aSummary());
      }),
      http.get('/api/analytics/qr-codes/{id}/scans-per-day', async ({ response }) => {
        await daysHeld;
        return response(200).json(DAYS);
      }),
    );
    renderAnalytics('/analytics/c1');
    await screen.findByLabelText('Select QR Code');
    expect(skeletonParts(screen.getByRole('status', { name: 'Loading analytics...' }))).toEqual([
      'stats',
      'chart',
      'panel',
    ]);

    act(sendSummary);
    const overTime = await screen.findByRole('region', { name: 'Scans over time' });
    expect(skeletonParts(within(overTime).getByRole('status', { name: 'Loading chart...' }))).toEqual(['chart']);
    expect(screen.queryByRole('status', { name: 'Loading analytics...' })).toBeNull();

    act(sendDays);
    expect(await within(overTime).findByRole('img', { name: 'Bar chart of scans per day' })).toBeTruthy();
    expect(within(overTime).queryByRole('status')).toBeNull();
  });

  it('shows the figures of the summary', async () => {
    codesAre([aCode()]);
    figuresAre(aSummary({ botScans: 3, range: '30days' }));
    renderAnalytics('/analytics/c1?range=30days');
    const stats = await screen.findAllByRole('term');
    expect(stats.map((term) => `${term.textContent}=${term.nextElementSibling?.textContent}`)).toEqual([
      'Total Scans=20',
      'Unique Scans=15',
      'Countries=2',
      'Platforms=2',
    ]);
    const os = within(panel('Scans by Operating System')).getAllByRole('listitem');
    expect(os.map((item) => item.textContent)).toEqual(['iOS12 (60%)', 'Android6 (30%)', 'Unknown2 (10%)']);
    expect(
      within(panel('Top Countries'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Germany15 (75%)', 'Unknown5 (25%)']);
    expect(within(panel('Top Cities')).getByText('Berlin, Germany')).toBeTruthy();
    expect(screen.getByText(/IP geolocation by DB-IP/)).toBeTruthy();
    expect(within(panel('Device types')).getByText('Mobile')).toBeTruthy();
    expect(within(panel('Browsers')).getByText('Safari')).toBeTruthy();
    expect(screen.getByText('Visits by bots and link previews, not counted: 3')).toBeTruthy();

    const overTime = panel('Scans over time');
    expect(await within(overTime).findByRole('img', { name: 'Bar chart of scans per day' })).toBeTruthy();
    // The accessible table lists the days with scans only.
    expect(within(overTime).getAllByRole('row')).toHaveLength(2);

    const [header, row] = within(panel('Recent Scans')).getAllByRole('row');
    expect(
      within(header)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Location', 'Device', 'OS', 'Browser']);
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells[0]).toMatch(/2026/);
    expect(cells.slice(1)).toEqual(['Berlin, Germany', 'Mobile', 'iOS', 'Safari']);
  });

  it('breaks the scans of a code with rules down by rule and split URL', async () => {
    const routes = [
      { value: 'rule:1', scans: 10 },
      { value: 'variant:2', scans: 6 },
      { value: 'default', scans: 4 },
    ];
    codesAre([aCode()]);
    figuresAre(aSummary({ routes }));
    renderAnalytics('/analytics/c1');
    await screen.findByText('Total Scans');
    expect(
      within(panel('By rule and split URL'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Rule 110 (50%)', 'Split URL 26 (30%)', 'Default destination4 (20%)']);
  });

  it('shows no rule breakdown for a code whose scans all went to its one destination', async () => {
    codesAre([aCode()]);
    figuresAre(aSummary());
    renderAnalytics('/analytics/c1');
    await screen.findByText('Total Scans');
    expect(screen.queryByRole('region', { name: 'By rule and split URL' })).toBeNull();
  });

  it('reads Unknown for every missing scan detail', async () => {
    const unknown = aScan({ city: null, country: null, deviceType: null, operatingSystem: null, browser: null });
    codesAre([aCode()]);
    figuresAre(aSummary({ recentScans: [unknown, aScan({ city: null }), aScan({ country: null })] }));
    renderAnalytics('/analytics/c1');
    await screen.findByText('Total Scans');
    const [, ...rows] = within(panel('Recent Scans')).getAllByRole('row');
    const locations = rows.map((row) => within(row).getAllByRole('cell')[1].textContent);
    expect(locations).toEqual(['Unknown', 'Germany', 'Berlin']);
    expect(
      within(rows[0])
        .getAllByRole('cell')
        .slice(1)
        .map((cell) => cell.textContent),
    ).toEqual(['Unknown', 'Unknown', 'Unknown', 'Unknown']);
  });

  it('shows zeros and a friendly note for a range without scans', async () => {
    codesAre([aCode()]);
    figuresAre(emptySummary(), [{ day: '2026-11-26', scans: 0 }]);
    renderAnalytics('/analytics/c1');
    const stats = await screen.findAllByRole('definition');
    expect(stats.map((value) => value.textContent)).toEqual(['0', '0', '0', '0']);
    // Said once, with how scans come in, instead of in every empty panel.
    expect(screen.getAllByText('No scans in this period')).toHaveLength(1);
    expect(screen.getByText(/print it, or share its short link/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to My QR Codes' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Recent Scans' })).toBeNull();
  });

  it('says when a code is not tracked', async () => {
    codesAre([aCode({ isTracked: false })]);
    figuresAre(emptySummary({ qrCode: aCode({ isTracked: false }) }), []);
    renderAnalytics('/analytics/c1');
    expect(await screen.findByText('Scans are not tracked for this QR code.')).toBeTruthy();
    expect(screen.queryByText('Total Scans')).toBeNull();
  });

  it('invites to create a first code when there is none', async () => {
    codesAre([]);
    renderAnalytics('/analytics/c1');
    expect(await screen.findByText('You have no QR codes yet. Create one to see its scans here.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create QR Code' }).getAttribute('href')).toBe('/create-qr');
    expect(screen.queryByLabelText('Select QR Code')).toBeNull();
    expect(summaryCalls()).toHaveLength(0);
  });

  it('says a code that is not the user’s was not found', async () => {
    codesAre([aCode()]);
    server.use(
      http.get('/api/analytics/qr-codes/{id}', ({ response }) =>
        response(404).json(anError(404, 'NOT_FOUND', 'Not Found')),
      ),
      http.get('/api/analytics/qr-codes/{id}/scans-per-day', ({ response }) =>
        response(404).json(anError(404, 'NOT_FOUND', 'Not Found')),
      ),
    );
    renderAnalytics('/analytics/other');
    expect(await screen.findByRole('heading', { name: 'QR code not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Show my analytics' }).getAttribute('href')).toBe('/analytics');
    const select = screen.getByLabelText('Select QR Code') as HTMLSelectElement;
    expect(select.selectedOptions[0].text).toBe('Choose a QR code');
  });

  it('offers a retry when the summary fails to load', async () => {
    let fail = true;
    codesAre([aCode()]);
    figuresAre(aSummary(), DAYS, { summary: () => fail, days: () => fail });
    renderAnalytics('/analytics/c1');
    expect(await screen.findByText('Analytics could not be loaded. Check your connection and try again.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Total Scans')).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'Bar chart of scans per day' })).toBeTruthy();
  });

  it('offers a retry in the chart alone when only its figures fail to load', async () => {
    let fail = true;
    codesAre([aCode()]);
    figuresAre(aSummary(), DAYS, { days: () => fail });
    renderAnalytics('/analytics/c1');
    const overTime = await screen.findByRole('region', { name: 'Scans over time' });
    expect(screen.getByText('Total Scans')).toBeTruthy();
    fail = false;
    fireEvent.click(await within(overTime).findByRole('button', { name: 'Retry' }));
    expect(await within(overTime).findByRole('img', { name: 'Bar chart of scans per day' })).toBeTruthy();
  });

  it('offers a retry when the code list fails to load', async () => {
    let fail = true;
    codesAre([aCode()], () => fail);
    figuresAre(aSummary());
    renderAnalytics('/analytics/c1');
    const retry = await screen.findByRole('button', { name: 'Retry' });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByText('Total Scans')).toBeTruthy();
  });
  it('exports the range as a CSV file, fetched with the session and named by the server', async () => {
    codesAre([aCode()]);
    figuresAre(aSummary({ range: '30days' }));
    server.use(
      http.get('/api/analytics/qr-codes/{id}/scans.csv', ({ response }) =>
        response.untyped(aFile('lunch-menu-scans.csv', 'scanned_at\n')),
      ),
    );
    renderAnalytics('/analytics/c1?range=30days');
    const exportCsv = await screen.findByRole('button', { name: 'Export CSV' });
    const names: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:csv'), revokeObjectURL: jest.fn() });
    await act(async () => {
      fireEvent.click(exportCsv);
    });
    await waitFor(() => expect(names).toEqual(['lunch-menu-scans.csv']));
    const [call] = server.requests('GET /api/analytics/qr-codes/c1/scans.csv');
    expect(call.url.searchParams.get('range')).toBe('30days');
    expect(call.url.searchParams.get('tz')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    click.mockRestore();
  });

  it('says when the CSV file could not be exported', async () => {
    codesAre([aCode()]);
    figuresAre(aSummary());
    server.use(
      http.get('/api/analytics/qr-codes/{id}/scans.csv', ({ response }) =>
        response(500).json(anError(500, 'INTERNAL_ERROR', 'boom')),
      ),
    );
    renderAnalytics('/analytics/c1');
    fireEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The CSV file could not be exported. Please try again.',
    );
  });
});
