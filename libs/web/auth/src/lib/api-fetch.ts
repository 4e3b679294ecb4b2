/**
 * An API answer other than 2xx: the status, the server's message (spec: "provider message"), the
 * stable error code from the body's `error` field, and the whole body for refusals that carry more
 * (e.g. a design refusal's `problem` and `values`).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** For a 429: the seconds until a retry may work. */
  get retryAfterSeconds(): number | undefined {
    const seconds = this.body['retryAfterSeconds'];
    return typeof seconds === 'number' ? seconds : undefined;
  }
}

let refreshing: Promise<boolean> | undefined;

/** Their 401 means wrong credentials or no session at all, not an expired access token. */
const NO_REFRESH_PATHS = new Set(['/api/auth/sign-in', '/api/auth/refresh']);

/**
 * Rotates the session cookies once; concurrent callers share the one request, because a
 * refresh token presented twice would end the session (reuse detection on the server).
 */
export function refreshSession(): Promise<boolean> {
  refreshing ??= fetch('/api/auth/refresh', { method: 'POST', credentials: 'same-origin' })
    .then((response) => response.ok)
    .catch(() => false)
    .finally(() => {
      refreshing = undefined;
    });
  return refreshing;
}

export type ApiRequestInit = RequestInit & { json?: unknown };

/**
 * Sends one request to LiveQR's API with the session cookies, refreshing the session once when
 * the short-lived access token has expired. Throws ApiError for any answer other than 2xx.
 */
async function send(path: string, init: ApiRequestInit): Promise<Response> {
  const { json, ...rest } = init;
  const attempt = () =>
    fetch(path, {
      ...rest,
      credentials: 'same-origin',
      headers: { ...(json === undefined ? {} : { 'content-type': 'application/json' }), ...rest.headers },
      body: json === undefined ? rest.body : JSON.stringify(json),
    });
  let response = await attempt();
  if (response.status === 401 && !NO_REFRESH_PATHS.has(path) && (await refreshSession())) response = await attempt();
  if (!response.ok) throw await apiErrorOf(response);
  return response;
}

/** `fetch` for LiveQR's JSON API: JSON in and out. Throws ApiError on failure. */
export async function apiFetch<T = void>(path: string, init: ApiRequestInit = {}): Promise<T> {
  const text = await (await send(path, init)).text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export interface ApiFile {
  blob: Blob;
  /** The name the server gave in `Content-Disposition`, if any. */
  fileName?: string;
}

/**
 * A file from the API (e.g. a QR code image), read whole, so an expired session is refreshed
 * before the browser saves anything and a refusal arrives as an ApiError instead of a broken file.
 */
export async function apiFetchFile(path: string, init: ApiRequestInit = {}): Promise<ApiFile> {
  const response = await send(path, init);
  return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition')) };
}

async function apiErrorOf(response: Response): Promise<ApiError> {
  try {
    const body = (await response.json()) as Record<string, unknown>;
    const message = Array.isArray(body['message']) ? body['message'][0] : body['message'];
    const code = typeof body['error'] === 'string' ? body['error'] : undefined;
    return new ApiError(response.status, typeof message === 'string' ? message : response.statusText, code, body);
  } catch {
    return new ApiError(response.status, response.statusText);
  }
}

/** The file name of a `Content-Disposition` header: the UTF-8 `filename*` when present, else `filename`. */
export function fileNameOf(disposition: string | null | undefined): string | undefined {
  if (!disposition) return undefined;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  return /filename\s*=\s*"((?:[^"\\]|\\.)*)"|filename\s*=\s*([^;]+)/i
    .exec(disposition)
    ?.slice(1)
    .find((name) => name !== undefined)
    ?.replace(/\\(.)/g, '$1')
    .trim();
}
