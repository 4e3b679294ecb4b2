import { anError, http, mockApi } from '@liveqr/web/api-client/testing';
import { setLanguage } from '@liveqr/web/i18n';
import { initI18n } from '@liveqr/web/i18n/testing';
import { Notifications, toast } from '@liveqr/web/ui';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { BackgroundJob, ImportDryRun } from '../api/data-transfer-api';
import { ImportPage } from './import-page';

const server = mockApi();

const CSV = 'type,name,url\nwebsite,Spring,example.com\nfax,Old,example.com\n';

function aJob(overrides: Partial<BackgroundJob> = {}): BackgroundJob {
  return {
    id: '6b0f4f38-8f5e-4d33-9f8e-2f7c1c9a4c11',
    kind: 'qr_code_import',
    status: 'running',
    total: 200,
    processed: 0,
    failed: 0,
    error: null,
    resultAvailable: false,
    createdAt: '2026-11-24T10:00:00.000Z',
    finishedAt: null,
    ...overrides,
  };
}

const REPORT: ImportDryRun = {
  rows: 3,
  valid: 2,
  errors: [{ line: 3, code: 'import_unknown_type', message: 'Unknown type: use one of the 16 type names' }],
  warnings: [{ line: 4, code: 'duplicate_name', message: 'The name is also used on line 2' }],
};

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function renderPage() {
  render(
    <MemoryRouter>
      <ImportPage pollMs={5} />
      <Notifications />
    </MemoryRouter>,
  );
}

/** The texts a control's `aria-describedby` points at. */
const described = (control: Element) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

const toastSaying = (text: string) => screen.findByText(text, { selector: '[data-sonner-toast] *' });

function chooseFile(text = CSV, label = 'CSV or XLSX file') {
  fireEvent.change(screen.getByLabelText(label), {
    target: { files: [new File([text], 'codes.csv', { type: 'text/csv' })] },
  });
}

describe('ImportPage', () => {
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

  it('checks the file, shows each bad row by its line, and sends the file as it is', async () => {
    let sent = '';
    server.use(
      http.post('/api/qr-codes/imports/dry-run', async ({ request, response }) => {
        sent = await request.text();
        return response(200).json(REPORT);
      }),
    );
    renderPage();
    chooseFile();
    expect(await screen.findByText('2 of 3 rows are ready to import.')).toBeTruthy();
    expect(sent).toBe(CSV);
    const errors = screen.getByRole('table', { name: 'Rows with errors' });
    expect(
      within(errors)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['LineProblem', '3Unknown type: use one of the 16 type names of the templates.']);
    const warnings = screen.getByRole('table', { name: 'Worth a look' });
    expect(within(warnings).getByText('Another row of the file has the same name.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Import 2 codes' })).toBeTruthy();
  });

  it('sends an XLSX workbook as one, bytes untouched', async () => {
    let sent: { type: string | null; bytes: number[] } | undefined;
    server.use(
      http.post('/api/qr-codes/imports/dry-run', async ({ request, response }) => {
        sent = { type: request.headers.get('content-type'), bytes: [...new Uint8Array(await request.arrayBuffer())] };
        return response(200).json(REPORT);
      }),
    );
    renderPage();
    const workbook = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0xff, 0x00]);
    fireEvent.change(screen.getByLabelText('CSV or XLSX file'), {
      target: { files: [new File([workbook], 'codes.xlsx', { type: XLSX_TYPE })] },
    });
    expect(await screen.findByText('2 of 3 rows are ready to import.')).toBeTruthy();
    expect(sent).toEqual({ type: XLSX_TYPE, bytes: [...workbook] });
  });

  it('says why a whole file is refused at the file field, and clears the error to start over', async () => {
    server.use(
      http.post('/api/qr-codes/imports/dry-run', ({ response }) =>
        response(400).json(
          anError(400, 'IMPORT_TOO_MANY_ROWS', 'A file may create at most 5,000 codes: please split it'),
        ),
      ),
    );
    renderPage();
    chooseFile();
    const field = screen.getByLabelText('CSV or XLSX file');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(described(field)).toContain('The file has more than 5,000 rows: please split it.');
    expect(document.activeElement).toBe(field);
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Choose another file' }));
    const emptied = screen.getByLabelText('CSV or XLSX file') as HTMLInputElement;
    expect(emptied.value).toBe('');
    expect(emptied.getAttribute('aria-invalid')).toBeNull();
    expect(described(emptied)).not.toContain('5,000 rows: please split it');
  });

  it('says a failure that is not the file’s at the head of the card', async () => {
    server.use(
      http.post('/api/qr-codes/imports/dry-run', ({ response }) =>
        response(402).json(anError(402, 'SUBSCRIPTION_REQUIRED', 'An active subscription is required')),
      ),
    );
    renderPage();
    chooseFile();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This needs an active subscription. Subscribe on the Billing page.',
    );
    expect(screen.getByLabelText('CSV or XLSX file').getAttribute('aria-invalid')).toBeNull();
  });

  it('refuses a file at its field when the import itself refuses it, focused again once it can be chosen', async () => {
    server.use(
      http.post('/api/qr-codes/imports/dry-run', ({ response }) => response(200).json(REPORT)),
      http.post('/api/qr-codes/imports', ({ response }) =>
        response(400).json(anError(400, 'IMPORT_MALFORMED_CSV', 'The file is not valid CSV')),
      ),
    );
    renderPage();
    chooseFile();
    fireEvent.click(await screen.findByRole('button', { name: 'Import 2 codes' }));
    const field = screen.getByLabelText('CSV or XLSX file');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(described(field)).toContain('The file is not a readable CSV file (is a quote left open?).');
    expect(document.activeElement).toBe(field);
    // The report stays, to start again once the file is fixed.
    expect(screen.getByRole('button', { name: 'Import 2 codes' })).toBeTruthy();
  });

  it('imports in the background with a progress bar up to 100 %, then offers the result file', async () => {
    const polls = [
      aJob({ processed: 100 }),
      aJob({ status: 'succeeded', processed: 200, failed: 1, resultAvailable: true }),
    ];
    server.use(
      http.post('/api/qr-codes/imports/dry-run', ({ response }) =>
        response(200).json({ ...REPORT, rows: 200, valid: 199 }),
      ),
      http.post('/api/qr-codes/imports', ({ response }) => response(202).json(aJob())),
      http.get('/api/jobs/{id}', ({ response }) => response(200).json(polls.shift() ?? aJob({ status: 'failed' }))),
      http.get(
        '/api/jobs/{id}/result',
        () =>
          new Response('line,status\n2,created\n', {
            headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="import-result.csv"' },
          }),
      ),
    );
    renderPage();
    chooseFile();
    fireEvent.click(await screen.findByRole('button', { name: 'Import 199 codes' }));
    expect(await toastSaying('Import of 199 codes started.')).toBeTruthy();
    expect(await screen.findByText('Rows processed: 100 of 200', { exact: false })).toBeTruthy();
    expect((screen.getByLabelText('Import progress') as HTMLProgressElement).value).toBe(100);
    expect(await screen.findByText('Import finished · 100%')).toBeTruthy();
    expect(screen.getByText('199 codes created.')).toBeTruthy();
    expect(screen.getByText('1 row could not be created: the result file says why.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Download result file' }));
    await waitFor(() => expect(saved).toEqual(['import-result.csv']));
    fireEvent.click(screen.getByRole('button', { name: 'Import another file' }));
    expect(screen.getByLabelText('CSV or XLSX file')).toBeTruthy();
    expect(screen.queryByText('Import finished · 100%')).toBeNull();
  });

  it('says when progress cannot be loaded, and asks again on request', async () => {
    let attempts = 0;
    server.use(
      http.post('/api/qr-codes/imports/dry-run', ({ response }) => response(200).json({ ...REPORT, errors: [] })),
      http.post('/api/qr-codes/imports', ({ response }) => response(202).json(aJob())),
      http.get('/api/jobs/{id}', ({ response }) =>
        ++attempts === 1
          ? response(500).json({
              statusCode: 500,
              code: 'INTERNAL_ERROR',
              error: 'Internal Server Error',
              message: 'down',
            })
          : response(200).json(aJob({ status: 'succeeded', processed: 200 })),
      ),
    );
    renderPage();
    chooseFile();
    fireEvent.click(await screen.findByRole('button', { name: 'Import 2 codes' }));
    expect((await screen.findByRole('alert')).textContent).toContain("The import's progress could not be loaded.");
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('200 codes created.')).toBeTruthy();
  });

  it('speaks the chosen language, plurals included', async () => {
    await act(() => setLanguage('de'));
    server.use(
      http.post('/api/qr-codes/imports/dry-run', ({ response }) =>
        response(200).json({ rows: 1, valid: 1, errors: [], warnings: [] }),
      ),
    );
    renderPage();
    expect(screen.getByRole('heading', { name: 'Codes aus einer Tabelle importieren' })).toBeTruthy();
    chooseFile(CSV, 'CSV- oder XLSX-Datei');
    expect(await screen.findByText('1 von 1 Zeile ist bereit zum Import.')).toBeTruthy();
    expect(screen.getByRole('button', { name: '1 Code importieren' })).toBeTruthy();
  });
});
