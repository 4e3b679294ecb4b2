/** A fetch Response as the designer's API calls read it: JSON body (or none) and headers (lower-case names). */
export function answer(status: number, body?: unknown, headers: Record<string, string> = {}): Response {
  const text = body === undefined ? '' : JSON.stringify(body);
  return {
    ok: status < 400,
    status,
    statusText: 'x',
    headers: new Map(Object.entries(headers)) as unknown as Headers,
    text: async () => text,
    json: async () => (text ? JSON.parse(text) : undefined),
    blob: async () => new Blob([text || 'file']),
  } as Response;
}

/** Answers a request by "METHOD /path" (with the query), or undefined for one the test did not expect. */
export type Route = (key: string, body: unknown) => Response | Promise<Response> | undefined;

/** Replaces `fetch`; an unexpected request fails the test loudly. Returns the "METHOD /path" of each call. */
export function mockFetch(route: Route): string[] {
  const calls: string[] = [];
  global.fetch = jest.fn(async (path: RequestInfo | URL, init?: RequestInit) => {
    // The session refresh names the page's origin; the API's paths are keyed without it.
    const url = new URL(String(path), window.location.origin);
    const key = `${init?.method ?? 'GET'} ${url.pathname}${url.search}`;
    calls.push(key);
    const response = await route(key, typeof init?.body === 'string' ? JSON.parse(init.body) : undefined);
    if (!response) throw new Error(`unexpected ${key}`);
    return response;
  }) as typeof fetch;
  return calls;
}
