import { http, mockApi } from '@liveqr/web/api-client/testing';
import { initI18n } from '@liveqr/web/i18n/testing';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { BackgroundJob } from '../../api/data-transfer-api';
import { PrintSheetDialog } from './print-sheet-dialog';

const server = mockApi();

function aJob(overrides: Partial<BackgroundJob> = {}): BackgroundJob {
  return {
    id: '6b0f4f38-8f5e-4d33-9f8e-2f7c1c9a4c11',
    kind: 'qr_code_print_sheet',
    status: 'queued',
    total: 40,
    processed: 0,
    failed: 0,
    error: null,
    resultAvailable: false,
    createdAt: '2026-11-28T10:00:00.000Z',
    finishedAt: null,
    ...overrides,
  };
}

describe('PrintSheetDialog', () => {
  beforeAll(() => initI18n());
  let saved: string[];
  beforeEach(() => {
    saved = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('sends the choices, shows the progress, says what was left off and downloads the PDF', async () => {
    const sent: unknown[] = [];
    const polls = [
      aJob({ status: 'running', processed: 20 }),
      aJob({ status: 'succeeded', processed: 40, failed: 1, resultAvailable: true }),
    ];
    server.use(
      http.post('/api/qr-codes/print-sheets', async ({ request, response }) => {
        sent.push(await request.json());
        return response(202).json(aJob());
      }),
      http.get('/api/jobs/{id}', ({ response }) => response(200).json(polls.shift() ?? aJob({ status: 'failed' }))),
      http.get(
        '/api/jobs/{id}/result',
        () =>
          new Response('%PDF-1.3', {
            headers: {
              'content-type': 'application/pdf',
              'content-disposition': 'attachment; filename="qr-codes-table-tent.pdf"',
            },
          }),
      ),
    );
    render(<PrintSheetDialog codes={{ codeIds: ['a', 'b'] }} subject="40 codes" onClose={jest.fn()} pollMs={5} />);
    expect(document.activeElement).toBe(screen.getByLabelText('Sheet'));
    fireEvent.change(screen.getByLabelText('Sheet'), { target: { value: 'table-tent' } });
    fireEvent.change(screen.getByLabelText('Text under each code'), { target: { value: 'none' } });
    fireEvent.change(screen.getByLabelText('Colours'), { target: { value: 'cmyk' } });
    fireEvent.click(screen.getByRole('button', { name: 'Make PDF' }));
    expect(await screen.findByText('20 of 40 codes laid out', { exact: false })).toBeTruthy();
    expect((screen.getByLabelText('Making the PDF') as HTMLProgressElement).value).toBe(20);
    expect(await screen.findByText(/Your PDF with 39 codes is ready\./)).toBeTruthy();
    expect(screen.getByText(/1 code was left off/)).toBeTruthy();
    expect(sent).toEqual([{ codeIds: ['a', 'b'], template: 'table-tent', caption: 'none', colourSpace: 'cmyk' }]);
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toEqual(['qr-codes-table-tent.pdf']));
  });

  it("shows the API's refusal in the reader's language and keeps the choices", async () => {
    server.use(
      http.post('/api/qr-codes/print-sheets', ({ response }) =>
        response(400).json({
          statusCode: 400,
          code: 'PRINT_SHEET_EMPTY',
          error: 'print_sheet_empty',
          message: 'This folder has no codes to print',
        } as never),
      ),
    );
    render(<PrintSheetDialog codes={{ folderId: 'f' }} subject="Terrace" onClose={jest.fn()} />);
    fireEvent.change(screen.getByLabelText('Sheet'), { target: { value: 'square-2in' } });
    fireEvent.click(screen.getByRole('button', { name: 'Make PDF' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This folder has no codes to print.');
    expect((screen.getByLabelText('Sheet') as HTMLSelectElement).value).toBe('square-2in');
  });

  it('closes on Escape', () => {
    const onClose = jest.fn();
    render(<PrintSheetDialog codes={{ codeIds: ['a'] }} subject="1 code" onClose={onClose} />);
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'Print sheet' }), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
