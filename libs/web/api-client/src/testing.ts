import { setupServer } from 'msw/node';
import { createOpenApiHttp } from 'openapi-msw';
import type { paths } from './generated/openapi';

/**
 * Request handlers typed by the contract: a test's stand-in answer for a route must have the
 * route's path, method, status and body shape as apps/api/openapi.json says, so tests cannot drift
 * from the API.
 */
export const http = createOpenApiHttp<paths>();

export type ApiHandler = ReturnType<typeof http.get>;

/**
 * Answers the web client's requests in a test (jsdom with Node's fetch: `jest-fixed-jsdom`); a
 * request nobody answers fails the test. `use` adds a test's own answers until the test ends.
 */
export function mockApi(...handlers: ApiHandler[]) {
  // openapi-msw sees msw's ESM typings and msw/node its CommonJS ones: the same classes, told apart by TypeScript.
  type Handlers = Parameters<typeof setupServer>;
  const server = setupServer(...(handlers as unknown as Handlers));
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return { use: (...added: ApiHandler[]) => server.use(...(added as unknown as Handlers)) };
}
