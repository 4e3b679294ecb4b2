/** A fetch Response with a JSON body (or none) and headers (lower-case names), as the dashboard's API modules read it. */
export function answer(status: number, body?: unknown, headers: Record<string, string> = {}): Response {
  const text = body === undefined ? '' : JSON.stringify(body);
  return {
    ok: status < 400,
    status,
    statusText: 'x',
    headers: new Map(Object.entries(headers)) as unknown as Headers,
    text: async () => text,
    json: async () => body,
    blob: async () => new Blob(['img']),
  } as Response;
}

/** Answers a request, or undefined for one the test did not expect. */
export type Route = (url: URL, init?: RequestInit) => Response | undefined;

/** Replaces `fetch` with `route`; an unexpected request fails the test loudly. */
export function mockFetch(route: Route): jest.Mock {
  const fetchMock = jest.fn(async (raw: string, init?: RequestInit) => {
    const response = route(new URL(raw, 'http://localhost'), init);
    if (!response) throw new Error(`unexpected ${init?.method ?? 'GET'} ${raw}`);
    return response;
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** The URLs of the calls made so far whose path passes `matches`. */
export function callsTo(fetchMock: jest.Mock, matches: (pathname: string) => boolean): URL[] {
  return fetchMock.mock.calls
    .map(([raw]) => new URL(String(raw), 'http://localhost'))
    .filter((url) => matches(url.pathname));
}
