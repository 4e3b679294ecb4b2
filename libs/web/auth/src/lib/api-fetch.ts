import { api, ApiError, type ApiFile, fileNameOf, refreshHelpsWith } from '@liveqr/web/api-client';

export type ApiRequestInit = RequestInit & { json?: unknown };

/**
 * Sends one request to LiveQR's API with the session cookies, refreshing the session once (the API
 * client's one refresh) when the short-lived access token has expired. Throws the API client's
 * ApiError for any answer other than 2xx. Untyped: calls move to the typed `api` of
 * @liveqr/web/api-client, and this goes once the last one has.
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
  if (response.status === 401 && refreshHelpsWith(path) && (await api.refreshSession())) response = await attempt();
  if (!response.ok) throw await ApiError.of(response);
  return response;
}

/** `fetch` for LiveQR's JSON API: JSON in and out. Throws ApiError on failure. */
export async function apiFetch<T = void>(path: string, init: ApiRequestInit = {}): Promise<T> {
  const text = await (await send(path, init)).text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * A file from the API (e.g. a QR code image), read whole, so an expired session is refreshed
 * before the browser saves anything and a refusal arrives as an ApiError instead of a broken file.
 */
export async function apiFetchFile(path: string, init: ApiRequestInit = {}): Promise<ApiFile> {
  const response = await send(path, init);
  return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition')) };
}
