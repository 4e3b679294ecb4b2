import type { QrTypeId } from '@liveqr/qr-content/types';
import { api, apiFile, bodyOf, type components, type paths } from '@liveqr/web/api-client';

export type ImportDryRun = components['schemas']['ImportDryRunResponseDto'];
export type ImportRowIssue = components['schemas']['ImportRowIssueResponseDto'];
export type BackgroundJob = components['schemas']['BackgroundJobResponseDto'];
export type CodesExportFormat = paths['/api/qr-codes/export']['get']['parameters']['query']['format'];
/** The days of a scans export, in the viewer's zone; either end left out is open. */
type ScansExportRange = Pick<
  NonNullable<paths['/api/analytics/scans.csv']['get']['parameters']['query']>,
  'from' | 'to'
>;

/** A file's bytes, through FileReader, which every browser (and jsdom) has. */
function bytesOf(file: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file);
  });
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * An import file as the import routes take it: its bytes, untouched (the server reads BOMs and
 * separators, and tells XLSX from CSV by the bytes), under the type the file says it is.
 */
async function importBody(file: Blob) {
  return {
    body: new Uint8Array(await bytesOf(file)) as unknown as string,
    bodySerializer: (body: unknown) => body as BodyInit,
    headers: { 'content-type': file.type === XLSX_TYPE ? XLSX_TYPE : 'text/csv' },
  };
}

/** What the file picker offers: CSV and XLSX files. */
export const IMPORT_FILE_TYPES = `.csv,text/csv,.xlsx,${XLSX_TYPE}`;

const job = (id: string) => ({ params: { path: { id } } });

/** Imports from a spreadsheet and exports of the account's data. */
export const dataTransferApi = {
  template: (type: QrTypeId) =>
    apiFile(api.GET('/api/qr-codes/import-templates/{type}', { params: { path: { type } }, parseAs: 'blob' })),
  dryRun: async (file: Blob) => bodyOf(api.POST('/api/qr-codes/imports/dry-run', await importBody(file))),
  startImport: async (file: Blob) => bodyOf(api.POST('/api/qr-codes/imports', await importBody(file))),
  job: (id: string) => bodyOf(api.GET('/api/jobs/{id}', job(id))),
  jobResult: (id: string) => apiFile(api.GET('/api/jobs/{id}/result', { ...job(id), parseAs: 'blob' })),
  exportCodes: (format: CodesExportFormat) =>
    apiFile(api.GET('/api/qr-codes/export', { params: { query: { format } }, parseAs: 'blob' })),
  exportScans: (range: ScansExportRange, tz: string) =>
    apiFile(api.GET('/api/analytics/scans.csv', { params: { query: { ...range, tz } }, parseAs: 'blob' })),
  requestDataExport: () => bodyOf(api.POST('/api/account/data-export')),
};

/** The viewer's time zone, so a scan export's days are the viewer's days. */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
