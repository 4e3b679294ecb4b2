import type { ApiErrorCode } from '@liveqr/web/api-client';
import { anError, http, mockApi } from '@liveqr/web/api-client/testing';
import { initI18n } from '@liveqr/web/i18n/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import type { AnalysedQrCode } from '../api/analytics-api';
import type { AnalyticsOverview } from '../api/overview-api';
import DashboardApp from './dashboard-routes';

// jsdom has no canvas: each chart becomes a plain canvas that keeps its accessible name.
jest.mock('react-chartjs-2', () => {
  const { createElement } = jest.requireActual<typeof import('react')>('react');
  const canvas = (props: { 'aria-label': string }) =>
    createElement('canvas', { role: 'img', 'aria-label': props['aria-label'] });
  return { Bar: canvas, Line: canvas };
});
jest.mock('../features/analytics/overview/world-map', () => ({
  WorldMap: () =>
    jest.requireActual<typeof import('react')>('react').createElement('svg', {
      role: 'img',
      'aria-label': 'World map of scans by country',
    }),
}));

// jsdom lays nothing out: the heat map is drawn at its width for an unmeasured card.
globalThis.ResizeObserver = class {
  observe = () => undefined;
  unobserve = () => undefined;
  disconnect = () => undefined;
};

function aCode(id: string, name: string): AnalysedQrCode {
  return {
    id,
    name,
    type: 'menu',
    isTracked: true,
    isActive: true,
    scanCount: 10,
    uniqueScanCount: 8,
    createdAt: '2026-11-20T10:00:00.000Z',
  };
}

const CODES = ['Menu', '=HYPERLINK("x")', 'Poster', 'Flyer', 'Card'].map((name, index) =>
  aCode(`00000000-0000-4000-8000-00000000000${index}`, name),
);

function anOverview(overrides: Partial<AnalyticsOverview> = {}): AnalyticsOverview {
  return {
    preset: '30days',
    timeZone: 'UTC',
    from: '2026-11-01',
    to: '2026-11-02',
    codeIds: null,
    folderId: null,
    includeSubfolders: false,
    tagIds: [],
    totalScans: 7,
    bucket: 'day',
    trend: [
      { start: '2026-11-01', scans: 3 },
      { start: '2026-11-02', scans: 4 },
    ],
    topCodes: [
      { id: CODES[1].id, name: CODES[1].name, type: 'menu', scans: 5 },
      { id: CODES[0].id, name: 'Menu', type: 'menu', scans: 2 },
    ],
    compared: [],
    hoursOfWeek: Array.from({ length: 168 }, (_, index) => ({
      weekday: Math.floor(index / 24) + 1,
      hour: index % 24,
      scans: index === 9 ? 7 : 0,
    })),
    countries: [
      { value: 'DE', scans: 6 },
      { value: null, scans: 1 },
    ],
    routes: [{ value: 'default', scans: 7 }],
    ...overrides,
  };
}

const server = mockApi();
let asked: URLSearchParams[] = [];

const SHOP = 'f0000000-0000-4000-8000-000000000001';
const WINDOW = 'f0000000-0000-4000-8000-000000000002';
const SPRING = 'a0000000-0000-4000-8000-000000000001';

function answers(overview: (query: URLSearchParams) => AnalyticsOverview | { status: 400 | 404; code: ApiErrorCode }) {
  server.use(
    http.get('/api/folders', ({ response }) =>
      response(200).json([
        { id: SHOP, name: 'Shop', parentId: null, codeCount: 2, createdAt: '2026-11-20T10:00:00.000Z' },
        { id: WINDOW, name: 'Window', parentId: SHOP, codeCount: 1, createdAt: '2026-11-20T10:00:00.000Z' },
      ]),
    ),
    http.get('/api/tags', ({ response }) =>
      response(200).json([{ id: SPRING, name: 'Spring', colour: '#cc0000', codeCount: 3 }]),
    ),
    http.get('/api/analytics/qr-codes', ({ response }) => response(200).json(CODES)),
    http.get('/api/analytics/report-subscription', ({ response }) => response(200).json({ frequency: 'off' })),
    http.get('/api/analytics/overview', ({ request, response }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      const answer = overview(query);
      return 'status' in answer
        ? response(answer.status).json(anError(answer.status, answer.code, 'refused'))
        : response(200).json(answer);
    }),
  );
}

let location = '';
function LocationProbe() {
  const current = useLocation();
  location = `${current.pathname}${current.search}`;
  return null;
}

function renderOverview(path = '/analytics') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <DashboardApp />
      <LocationProbe />
    </MemoryRouter>,
  );
}

const card = (name: string) => screen.getByRole('region', { name });

describe('Analytics overview', () => {
  beforeAll(async () => {
    await initI18n().changeLanguage('en');
  });
  beforeEach(() => {
    asked = [];
  });

  it('shows skeletons, then every chart, asking for the last 30 days in the viewer time zone', async () => {
    answers(() => anOverview());
    renderOverview();
    expect(await screen.findByRole('status', { name: 'Loading analytics...' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics overview' })).toBeTruthy();
    const trend = await screen.findByRole('region', { name: 'Scans over time, all codes' });
    expect(await within(trend).findByRole('img')).toBeTruthy();
    expect(await within(card('Top codes')).findByRole('img', { name: 'Top codes' })).toBeTruthy();
    expect(within(card('Scans by hour and weekday')).getByRole('img').getAttribute('aria-label')).toMatch(/Heat map/);
    expect(
      await within(card('Scans by country')).findByRole('img', { name: 'World map of scans by country' }),
    ).toBeTruthy();
    expect(screen.getByText('Total Scans').nextElementSibling?.textContent).toBe('7');
    expect(asked[0].get('preset')).toBe('30days');
    expect(asked[0].get('tz')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('reads any chart as a table', async () => {
    answers(() => anOverview());
    renderOverview();
    const countries = await screen.findByRole('region', { name: 'Scans by country' });
    const toggle = within(countries).getByRole('button', { name: 'Table' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    const rows = within(countries)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['CountryScans', 'Germany6', 'Unknown1']);
    const hours = card('Scans by hour and weekday');
    fireEvent.click(within(hours).getByRole('button', { name: 'Table' }));
    const monday = within(hours).getAllByRole('row')[1];
    expect(within(monday).getAllByRole('cell')[10].textContent).toBe('7');
  });

  it('says once that a range has no scans, and how scans come in, instead of five empty charts', async () => {
    answers(() =>
      anOverview({
        totalScans: 0,
        trend: [{ start: '2026-11-01', scans: 0 }],
        topCodes: [],
        countries: [],
        routes: [],
        hoursOfWeek: anOverview().hoursOfWeek.map((cell) => ({ ...cell, scans: 0 })),
      }),
    );
    renderOverview();
    expect(await screen.findByText('No scans in this period')).toBeTruthy();
    expect(screen.getAllByText('No scans in this period')).toHaveLength(1);
    expect(screen.getByText(/download them from My QR Codes to print, or share their short links/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to My QR Codes' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.queryByRole('region', { name: 'Top codes' })).toBeNull();
    expect(screen.getByText('Total Scans').nextElementSibling?.textContent).toBe('0');
  });

  it('asks again for another preset and keeps the range in the URL', async () => {
    answers(() => anOverview());
    renderOverview('/analytics?preset=90days');
    await screen.findByRole('region', { name: 'Top codes' });
    expect(asked.at(-1)?.get('preset')).toBe('90days');
    fireEvent.change(screen.getByLabelText('Date Range'), { target: { value: 'lastMonth' } });
    await waitFor(() => expect(asked.at(-1)?.get('preset')).toBe('lastMonth'));
    expect(location).toBe('/analytics?preset=lastMonth');
  });

  it('applies a custom range, and will not apply one that ends before it starts', async () => {
    answers(() => anOverview({ preset: 'custom' }));
    renderOverview('/analytics?preset=custom');
    expect(await screen.findByText('Choose the first and last day of the range, then Apply.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-10' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-01' } });
    expect(screen.getByRole('alert').textContent).toMatch(/ends before it starts/);
    expect((screen.getByRole('button', { name: 'Apply' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(asked.at(-1)?.get('to')).toBe('2026-03-31'));
    expect(asked.at(-1)?.get('from')).toBe('2026-03-10');
    expect(location).toBe('/analytics?preset=custom&from=2026-03-10&to=2026-03-31');
  });

  it('compares up to four codes on one chart', async () => {
    answers((query) =>
      anOverview({
        compared: query.getAll('compare').map((id) => ({
          id,
          name: CODES.find((code) => code.id === id)?.name ?? '',
          scans: 1,
          trend: [
            { start: '2026-11-01', scans: 1 },
            { start: '2026-11-02', scans: 0 },
          ],
        })),
      }),
    );
    renderOverview();
    const picker = (await screen.findByLabelText('Compare codes')) as HTMLSelectElement;
    for (const code of CODES.slice(0, 4)) fireEvent.change(picker, { target: { value: code.id } });
    await waitFor(() => expect(asked.at(-1)?.getAll('compare')).toHaveLength(4));
    expect(picker.disabled).toBe(true);
    expect(picker.options[0].text).toBe('At most 4 codes');
    const trend = await screen.findByRole('region', { name: 'Compared codes' });
    fireEvent.click(within(trend).getByRole('button', { name: 'Table' }));
    expect(
      within(trend)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Period', 'Menu', '=HYPERLINK("x")', 'Poster', 'Flyer']);
    fireEvent.click(screen.getByRole('button', { name: 'Stop comparing Poster' }));
    await waitFor(() => expect(asked.at(-1)?.getAll('compare')).toHaveLength(3));
    expect(picker.disabled).toBe(false);
  });

  it("says what was wrong with a range the server refused, in the user's words", async () => {
    answers(() => ({ status: 400, code: 'RANGE_TOO_LONG' }));
    renderOverview('/analytics?preset=custom&from=1990-01-01&to=2026-01-01');
    expect(await screen.findByText('A range can span at most 20 years.')).toBeTruthy();
  });

  it('narrows every figure to a folder with its subfolders, or a tag, and keeps the choice in the URL', async () => {
    answers((query) =>
      anOverview({
        folderId: query.get('folderId'),
        includeSubfolders: query.get('includeSubfolders') === 'true',
        tagIds: query.getAll('tagIds'),
        totalScans: query.get('folderId') ? 4 : query.has('tagIds') ? 9 : 7,
      }),
    );
    renderOverview('/analytics?preset=7days');
    const scope = (await screen.findByLabelText('Codes')) as HTMLSelectElement;
    await waitFor(() => expect(scope.disabled).toBe(false));
    expect(Array.from(scope.options).map((option) => option.text)).toEqual([
      'All codes',
      'Shop',
      '\u00a0\u00a0Window',
      'Spring',
    ]);

    fireEvent.change(scope, { target: { value: `folder:${SHOP}` } });
    await waitFor(() => expect(asked.at(-1)?.get('folderId')).toBe(SHOP));
    expect(asked.at(-1)?.get('includeSubfolders')).toBe('true');
    expect(asked.at(-1)?.has('tagIds')).toBe(false);
    expect(location).toBe(`/analytics?preset=7days&folder=${SHOP}`);
    expect(await screen.findByRole('region', { name: 'Scans over time, Shop' })).toBeTruthy();
    expect(screen.getByText('Total Scans').nextElementSibling?.textContent).toBe('4');

    fireEvent.change(scope, { target: { value: `tag:${SPRING}` } });
    await waitFor(() => expect(asked.at(-1)?.getAll('tagIds')).toEqual([SPRING]));
    expect(asked.at(-1)?.has('folderId')).toBe(false);
    expect(location).toBe(`/analytics?preset=7days&tag=${SPRING}`);
    expect(await screen.findByRole('region', { name: 'Scans over time, Spring' })).toBeTruthy();
    expect(screen.getByText('Total Scans').nextElementSibling?.textContent).toBe('9');

    fireEvent.change(scope, { target: { value: '' } });
    await waitFor(() => expect(location).toBe('/analytics?preset=7days'));
    await waitFor(() => expect(asked.at(-1)?.has('tagIds')).toBe(false));
    expect(await screen.findByRole('region', { name: 'Scans over time, all codes' })).toBeTruthy();
  });

  it("sets the summary mail of the chosen folder, and the account's for all codes", async () => {
    answers(() => anOverview());
    const saved: Array<{ folderId: string | null; frequency: string }> = [];
    server.use(
      http.get('/api/analytics/report-subscription', ({ request, response }) =>
        response(200).json({
          frequency: new URL(request.url).searchParams.get('folderId') === SHOP ? 'monthly' : 'off',
        }),
      ),
      http.put('/api/analytics/report-subscription', async ({ request, response }) => {
        const { frequency } = await request.json();
        saved.push({ folderId: new URL(request.url).searchParams.get('folderId'), frequency });
        return response(200).json({ frequency });
      }),
    );
    renderOverview(`/analytics?folder=${SHOP}`);
    const folderMail = (await screen.findByLabelText('Summary mail of Shop')) as HTMLSelectElement;
    expect(folderMail.value).toBe('monthly');
    fireEvent.change(folderMail, { target: { value: 'weekly' } });
    await waitFor(() => expect(saved).toEqual([{ folderId: SHOP, frequency: 'weekly' }]));

    fireEvent.change(screen.getByLabelText('Codes'), { target: { value: '' } });
    const accountMail = (await screen.findByLabelText('Summary mail')) as HTMLSelectElement;
    expect(accountMail.value).toBe('off');
    fireEvent.change(accountMail, { target: { value: 'monthly' } });
    await waitFor(() => expect(saved.at(-1)).toEqual({ folderId: null, frequency: 'monthly' }));
  });

  it('opens a shared link on its folder, and says so when that folder is gone', async () => {
    const gone = 'f0000000-0000-4000-8000-000000000009';
    answers((query) => (query.get('folderId') === gone ? { status: 404, code: 'FOLDER_NOT_FOUND' } : anOverview()));
    renderOverview(`/analytics?folder=${gone}`);
    expect(await screen.findByText('This folder no longer exists. Choose another one or All codes.')).toBeTruthy();
    expect(asked.at(-1)?.get('folderId')).toBe(gone);
    const scope = screen.getByLabelText('Codes') as HTMLSelectElement;
    await waitFor(() => expect(scope.value).toBe(`folder:${gone}`));
    expect(scope.selectedOptions[0].text).toBe('A folder');
  });
});
