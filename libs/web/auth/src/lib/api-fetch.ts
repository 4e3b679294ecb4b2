/**
 * An API answer other than 2xx, with the server's message (spec: "provider message"), its stable
 * error code (for the web's own translation) and, for a 429, the seconds until a retry may work.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
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

/**
 * `fetch` for LiveQR's API: same-origin cookies, JSON in and out, and one silent session
 * refresh when the short-lived access token has expired. Throws ApiError on failure.
 */
export async function apiFetch<T = void>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, ...rest } = init;
  const send = () =>
    fetch(path, {
      ...rest,
      credentials: 'same-origin',
      headers: { ...(json === undefined ? {} : { 'content-type': 'application/json' }), ...rest.headers },
      body: json === undefined ? rest.body : JSON.stringify(json),
    });
  let response = await send();
  if (response.status === 401 && !NO_REFRESH_PATHS.has(path) && (await refreshSession())) response = await send();
  if (!response.ok) throw await apiErrorOf(response);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

async function apiErrorOf(response: Response): Promise<ApiError> {
  try {
    const body = (await response.json()) as {
      message?: string | string[];
      error?: unknown;
      retryAfterSeconds?: unknown;
    };
    const message = Array.isArray(body.message) ? body.message[0] : body.message;
    return new ApiError(
      response.status,
      message ?? response.statusText,
      typeof body.error === 'string' ? body.error : undefined,
      typeof body.retryAfterSeconds === 'number' ? body.retryAfterSeconds : undefined,
    );
  } catch {
    return new ApiError(response.status, response.statusText);
  }
}
