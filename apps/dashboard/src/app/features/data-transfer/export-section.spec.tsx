import { anError, http, mockApi } from '@liveqr/web/api-client/testing';
import { setLanguage } from '@liveqr/web/i18n';
import { initI18n } from '@liveqr/web/i18n/testing';
import { Notifications, toast } from '@liveqr/web/ui';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ExportSection } from './export-section';

const server = mockApi();

/** The section with the shell's toasts beside it. */
const renderSection = () =>
  render(
    <>
      <ExportSection />
      <Notifications />
    </>,
  );

const toastSaying = (text: string) => screen.findByText(text, { selector: '[data-sonner-toast] *' });

/** The texts a control's `aria-describedby` points at. */
const described = (control: Element) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

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
  afterEach(() => toast.dismiss());

  it('downloads every code as CSV or JSON', async () => {
    const formats: string[] = [];
    server.use(
      http.get('/api/qr-codes/export', ({ request }) => {
        const format = new URL(request.url).searchParams.get('format') ?? '';
        formats.push(format);
        return csvFile(`liveqr-codes.${format}`);
      }),
    );
    renderSection();
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
    renderSection();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-31' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-01-01' } });
    expect(screen.getByRole('alert').textContent).toBe('The end date must not be before the start date.');
    expect(screen.getByLabelText('To').getAttribute('aria-invalid')).toBe('true');
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

  it('says a range the server refuses at its end, focused, until the end is changed', async () => {
    server.use(
      http.get('/api/analytics/scans.csv', ({ response }) =>
        response(400).json(anError(400, 'RANGE_TOO_LONG', 'A range spans at most 20 years')),
      ),
    );
    renderSection();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '1990-01-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Download scans as CSV' }));
    const to = screen.getByLabelText('To');
    await waitFor(() => expect(to.getAttribute('aria-invalid')).toBe('true'));
    expect(described(to)).toBe('A range can span at most 20 years.');
    expect(document.activeElement).toBe(to);
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(to, { target: { value: '2025-01-01' } });
    expect(to.getAttribute('aria-invalid')).toBeNull();
  });

  it('says why the codes could not be downloaded under their buttons', async () => {
    server.use(
      http.get('/api/qr-codes/export', ({ response }) => response(500).json(anError(500, 'INTERNAL_ERROR', 'down'))),
    );
    renderSection();
    fireEvent.click(screen.getByRole('button', { name: 'Download codes as CSV' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong on our side. Please try again.');
    expect(saved).toEqual([]);
  });

  it('confirms with a toast that a mail is on its way once "Download my data" is asked for', async () => {
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
    renderSection();
    fireEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(
      await toastSaying(
        'We are preparing your data. A mail with a download link is on its way to you; the link works for 7 days.',
      ),
    ).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Download my data' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says when too many exports were asked for, in the chosen language', async () => {
    await act(() => setLanguage('fr'));
    server.use(
      http.post('/api/account/data-export', ({ response }) =>
        response(429).json({
          statusCode: 429,
          code: 'TOO_MANY_ATTEMPTS',
          error: 'TOO_MANY_ATTEMPTS',
          message: 'Too many attempts.',
        }),
      ),
    );
    renderSection();
    fireEvent.click(screen.getByRole('button', { name: 'Télécharger mes données' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Trop de demandes. Patientez un peu, puis réessayez.');
  });
});
