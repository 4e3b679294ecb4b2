import { WORKSPACE_HEADER } from '@liveqr/shared/contracts';
import createClient from 'openapi-fetch';
import type { paths } from '../generated/openapi.v1';
import { ApiError } from './api-error';

export type PublicApiClient = ReturnType<typeof createPublicApiClient>;

export interface PublicApiClientOptions {
  /** The API key (`lq_live_…`), sent as `Authorization: Bearer`. */
  apiKey: string;
  /** The workspace to act on (its id); left out: the key's own workspace. */
  workspace?: string;
  /** Stands in for the platform's fetch (tests). */
  fetch?: typeof fetch;
}

/**
 * The typed client of the public API v1 (apps/api/openapi.v1.json) for scripts and tools outside
 * the browser: an API key instead of session cookies, so no refresh and nothing of the page. Any
 * answer other than 2xx is thrown as an ApiError, as by the web client.
 */
export function createPublicApiClient(baseUrl: string, { apiKey, workspace, fetch: fetcher }: PublicApiClientOptions) {
  const client = createClient<paths>({
    baseUrl: baseUrl.replace(/\/+$/, ''),
    fetch: (request) => (fetcher ?? fetch)(request),
  });
  client.use({
    onRequest({ request }) {
      request.headers.set('authorization', `Bearer ${apiKey}`);
      if (workspace) request.headers.set(WORKSPACE_HEADER, workspace);
    },
    async onResponse({ response }) {
      if (!response.ok) throw await ApiError.of(response);
      return response;
    },
  });
  return client;
}
