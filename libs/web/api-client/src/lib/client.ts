import { WORKSPACE_HEADER } from '@liveqr/shared/contracts';
import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from '../generated/openapi';
import { ApiError } from './api-error';
import { createUploader } from './upload';
import { announceAccessRefusal, pageWorkspace } from './workspace-url';

/** Their 401 means wrong credentials or no session at all, not an expired access token. */
const NO_REFRESH_PATHS = new Set(['/api/auth/sign-in', '/api/auth/sign-in/mfa', '/api/auth/refresh']);

/** Whether a 401 from this path means the access token expired, so a session refresh may help. */
export function refreshHelpsWith(pathname: string): boolean {
  return !NO_REFRESH_PATHS.has(pathname);
}

export type ApiClient = ReturnType<typeof createApiClient>;

export interface ApiClientOptions {
  /** The workspace every call acts on, asked at each call; undefined: the caller's personal workspace. */
  workspace?: () => string | undefined;
}

/**
 * The typed client of LiveQR's API, generated from its contract (apps/api/openapi.json). Every call
 * carries the session cookies and names its workspace (`LiveQR-Workspace`); an expired access token
 * is refreshed once and the call repeated; any answer other than 2xx is thrown as an ApiError, so
 * `data` is always the success body. Files go through `upload`, which reports progress as fetch cannot.
 */
export function createApiClient(baseUrl = '', { workspace = () => undefined }: ApiClientOptions = {}) {
  // `fetch` is looked up per call, not once at start, so a test's stand-in for the API can take its place.
  const client = createClient<paths>({ baseUrl, credentials: 'same-origin', fetch: (request) => fetch(request) });
  const refresh = sessionRefresh(baseUrl);
  const retries = new Map<string, Request>();
  // The one place a call is given its workspace: without the header the API acts on the personal one.
  const workspaceHeaders = (): Record<string, string> => {
    const workspaceId = workspace();
    return workspaceId ? { [WORKSPACE_HEADER]: workspaceId } : {};
  };
  const middleware: Middleware = {
    onRequest({ request, id }) {
      for (const [name, value] of Object.entries(workspaceHeaders())) request.headers.set(name, value);
      // A request's body can be read once: keep a copy in case the session needs refreshing.
      retries.set(id, request.clone());
    },
    async onResponse({ request, response, id }) {
      const retry = retries.get(id);
      retries.delete(id);
      let answer = response;
      if (answer.status === 401 && retry && refreshHelpsWith(new URL(request.url).pathname) && (await refresh())) {
        answer = await fetch(retry);
      }
      if (answer.ok) return answer;
      const error = await ApiError.of(answer);
      announceAccessRefusal(error.code);
      throw error;
    },
    onError({ id }) {
      retries.delete(id);
    },
  };
  client.use(middleware);
  return Object.assign(client, {
    refreshSession: refresh,
    /** A file's bytes to an upload route, with progress and abort: `api.upload('/api/uploads', {...})`. */
    upload: createUploader(baseUrl, async (pathname) => refreshHelpsWith(pathname) && refresh(), workspaceHeaders),
  });
}

/**
 * Rotates the session cookies; concurrent callers share the one request, because a refresh token
 * presented twice would end the session (reuse detection on the server).
 */
function sessionRefresh(baseUrl: string): () => Promise<boolean> {
  let refreshing: Promise<boolean> | undefined;
  return () => {
    refreshing ??= fetch(`${baseUrl}/api/auth/refresh`, { method: 'POST', credentials: 'same-origin' })
      .then((response) => response.ok)
      .catch(() => false)
      .finally(() => {
        refreshing = undefined;
      });
    return refreshing;
  };
}

/**
 * The success body of a call: the client's middleware throws every other answer as an ApiError,
 * so what is left is the body the contract promises (`undefined` for a 204).
 */
export async function bodyOf<T>(call: Promise<{ data?: T }>): Promise<T> {
  return (await call).data as T;
}

/** The client every web app uses: the page's own origin, acting on the workspace the page's address names. */
export const api = createApiClient(typeof location === 'undefined' ? '' : location.origin, {
  workspace: pageWorkspace,
});
