import { parse } from 'csv-parse/sync';
import { eventually } from '../developer-platform/support/webhook-receiver';
import type { QrUser } from '../qr-catalog/support/qr-client';
import type { TestServer } from '../support/test-server';

export type InjectResponse = Awaited<ReturnType<TestServer['inject']>>;

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Sends a CSV file (or, with its type, an XLSX workbook) to an import route as the browser does. */
export function sendImportFile(
  server: TestServer,
  user: QrUser | { key: string },
  url: string,
  file: string | Buffer,
  contentType = 'text/csv',
): Promise<InjectResponse> {
  const auth = 'key' in user ? { headers: { authorization: `Bearer ${user.key}` } } : { cookies: user.cookies };
  return server.inject({
    method: 'POST',
    url,
    ...auth,
    headers: { ...('headers' in auth ? auth.headers : {}), 'content-type': contentType },
    payload: file,
  });
}

/** Polls a job until it has finished, and answers its last state. */
export function finishedJob(
  server: TestServer,
  user: QrUser,
  jobId: string,
  timeoutMs = 30_000,
): Promise<Record<string, unknown>> {
  return eventually(
    async () => {
      const job = (await server.inject({ method: 'GET', url: `/api/jobs/${jobId}`, cookies: user.cookies })).json();
      return job.status === 'succeeded' || job.status === 'failed' ? job : undefined;
    },
    `job ${jobId}`,
    timeoutMs,
  );
}

/** A CSV answer read back into objects by its header. */
export function csvRows(text: string): Array<Record<string, string>> {
  return parse(text, { columns: true, bom: true }) as Array<Record<string, string>>;
}
