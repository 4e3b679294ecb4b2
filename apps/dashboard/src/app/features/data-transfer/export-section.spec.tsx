import { http, mockApi } from '@liveqr/web/api-client/testing';
import { setLanguage } from '@liveqr/web/i18n';
import { initI18n } from '@liveqr/web/i18n/testing';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ExportSection } from './export-section';

const server = mockApi();

const csvFile = (name: string) =>
  new Response('id,name\n', {
    headers: { 'content-type': 'text/csv', 'content-disposition': `attachment; filename="${name}"` },
  });

describe('ExportSection', () => {
  beforeAll(() => initI18n());
  /** The names the browser was asked to save files under. */
  let saved: string[];
  beforeEach(() => {
    saved = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:x'), revokeObjectURL: jest.fn() });
  });
  afterEach(() => jest.restoreAllMocks());
  afterEach(() => act(() => setLanguage('en')));

  it('downloads every code as CSV or JSON', async () => {
    const formats: string[] = [];
    server.use(
      http.get('/api/qr-codes/export', ({ request }) => {
        const format = new URL(request.url).searchParams.get('format') ?? '';
        formats.push(format);
        return csvFile(`liveqr-codes.${format}`);
      }),
    );
    render(<ExportSection />);
    fireEvent.click(screen.getByRole('button', { name: 'Download codes as CSV' }));
    expect(await screen.findByText('liveqr-codes.csv downloaded.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Download codes as JSON' }));
    expect(await screen.findByText('liveqr-codes.json downloaded.')).toBeTruthy();
    expect(formats).toEqual(['csv', 'json']);
    expect(saved).toEqual(['liveqr-codes.csv', 'liveqr-codes.json']);
  });

  it('downloads the scans of the chosen days in the viewer’s time zone, and refuses a range that ends before it starts', async () => {
    let query: URLSearchParams | undefined;
    server.use(
      http.get('/api/analytics/scans.csv', ({ request }) => {
        query = new URL(request.url).searchParams;
        return csvFile('liveqr-scans-2026-01-01-to-2026-03-31.csv');
      }),
    );
    render(<ExportSection />);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-31' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-01-01' } });
    expect(screen.getByRole('alert').textContent).toBe('The end date must not be before the start date.');
    expect((screen.getByRole('button', { name: 'Download scans as CSV' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Download scans as CSV' }));
    expect(await screen.findByText('liveqr-scans-2026-01-01-to-2026-03-31.csv downloaded.')).toBeTruthy();
    expect(Object.fromEntries(query ?? [])).toEqual({
      from: '2026-01-01',
      to: '2026-03-31',
      tz: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  });

  it('says a mail is on its way once "Download my data" is asked for', async () => {
    server.use(
      http.post('/api/account/data-export', ({ response }) =>
        response(202).json({
          id: '6b0f4f38-8f5e-4d33-9f8e-2f7c1c9a4c11',
          kind: 'account_data_export',
          status: 'queued',
          total: 0,
          processed: 0,
          failed: 0,
          error: null,
          resultAvailable: false,
          createdAt: '2026-11-24T10:00:00.000Z',
          finishedAt: null,
        }),
      ),
    );
    render(<ExportSection />);
    fireEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(
      await screen.findByText(
        'We are preparing your data. A mail with a download link is on its way to you; the link works for 7 days.',
      ),
    ).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Download my data' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says when too many exports were asked for, in the chosen language', async () => {
    await act(() => setLanguage('fr'));
    server.use(
      http.post('/api/account/data-export', ({ response }) =>
        response(429).json({ statusCode: 429, error: 'TOO_MANY_ATTEMPTS', message: 'Too many attempts.' }),
      ),
    );
    render(<ExportSection />);
    fireEvent.click(screen.getByRole('button', { name: 'Télécharger mes données' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Trop de demandes. Patientez un peu, puis réessayez.');
  });
});
