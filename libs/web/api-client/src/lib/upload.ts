import type { paths } from '../generated/openapi';
import { ApiError } from './api-error';

const OCTET_STREAM = 'application/octet-stream';

/** The routes that take a file's raw bytes by POST (the contract says `application/octet-stream`). */
export type UploadRoute = {
  [P in keyof paths]: paths[P] extends { post: { requestBody: { content: { [OCTET_STREAM]: unknown } } } } ? P : never;
}[keyof paths];

type Operation<P extends UploadRoute> = paths[P]['post'];

/** The success body a route's contract promises (its 201, else its 200). */
type SuccessBody<P extends UploadRoute> =
  Operation<P> extends { responses: { 201: { content: { 'application/json': infer Body } } } }
    ? Body
    : Operation<P> extends { responses: { 200: { content: { 'application/json': infer Body } } } }
      ? Body
      : undefined;

/** How much of the file has been sent. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface UploadOptions<P extends UploadRoute> {
  query: Operation<P>['parameters']['query'];
  file: Blob;
  /** Aborting stops the request at once; the call then rejects with the signal's reason, as fetch does. */
  signal?: AbortSignal;
  onProgress?: (progress: UploadProgress) => void;
}

/**
 * Asks for a new session after a 401 on `pathname`; whether the request is worth repeating (the
 * API client's one session refresh, shared with its other calls).
 */
export type RefreshAfter = (pathname: string) => Promise<boolean>;

/**
 * Sends a file's bytes as they are to an upload route over XMLHttpRequest, which, unlike fetch, reports
 * upload progress. It behaves as the API client does otherwise: same base URL, session cookies and
 * headers (`headers`, asked at each upload), an expired session refreshed once and the file sent
 * again, every answer other than 2xx thrown as an ApiError.
 */
export function createUploader(
  baseUrl: string,
  refreshAfter: RefreshAfter,
  headers: () => Record<string, string> = () => ({}),
) {
  return async function upload<P extends UploadRoute>(path: P, options: UploadOptions<P>): Promise<SuccessBody<P>> {
    const url = `${baseUrl}${path}?${queryString(options.query)}`;
    const sent = headers();
    let answer = await send(url, sent, options);
    if (answer.status === 401 && (await refreshAfter(path))) answer = await send(url, sent, options);
    if (answer.status < 200 || answer.status > 299) throw ApiError.from(answer.status, answer.statusText, answer.text);
    return (answer.text ? JSON.parse(answer.text) : undefined) as SuccessBody<P>;
  };
}

export type Uploader = ReturnType<typeof createUploader>;

interface Answer {
  status: number;
  statusText: string;
  text: string;
}

function send(
  url: string,
  headers: Record<string, string>,
  { file, signal, onProgress }: UploadOptions<UploadRoute>,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const request = new XMLHttpRequest();
    const abort = () => request.abort();
    request.open('POST', url);
    request.setRequestHeader('content-type', OCTET_STREAM);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    if (onProgress) {
      request.upload.onprogress = (event) =>
        onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : file.size });
      // Not every engine's last progress event carries the count; once the upload has loaded, all was sent.
      request.upload.onload = () => onProgress({ loaded: file.size, total: file.size });
    }
    request.onload = () =>
      resolve({ status: request.status, statusText: request.statusText, text: request.responseText });
    request.onerror = () => reject(new TypeError(`The upload to ${url} failed: no answer`));
    request.onabort = () => reject(signal?.reason);
    request.onloadend = () => signal?.removeEventListener('abort', abort);
    signal?.addEventListener('abort', abort, { once: true });
    request.send(file);
  });
}

function queryString(query: Record<string, unknown> | undefined): string {
  const defined = Object.entries(query ?? {}).filter(([, value]) => value !== undefined);
  return new URLSearchParams(defined.map(([name, value]) => [name, String(value)])).toString();
}
