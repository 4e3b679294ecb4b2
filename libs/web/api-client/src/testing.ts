import { SIGNED_IN_COOKIE, WORKSPACE_HEADER } from '@liveqr/shared/contracts';
import { setupServer } from 'msw/node';
import { createOpenApiHttp } from 'openapi-msw';
import type { components, paths } from './generated/openapi';

type Schemas = components['schemas'];

/**
 * Request handlers typed by the contract: a test's stand-in answer for a route must have the
 * route's path, method, status and body shape as apps/api/openapi.json says, so tests cannot drift
 * from the API.
 */
export const http = createOpenApiHttp<paths>();

export type ApiHandler = ReturnType<typeof http.get>;

/** A request the web app made: its method, URL (path and query) and the workspace it named, if any. */
export interface ApiRequest {
  method: string;
  url: URL;
  workspace?: string;
}

/**
 * Answers the web client's requests in a test (jsdom with Node's fetch: `jest-fixed-jsdom`); a
 * request nobody answers fails the test. `use` adds a test's own answers until the test ends;
 * `requests` lists what the test's requests were, e.g. `requests('GET /api/qr-codes')`.
 */
export function mockApi(...handlers: ApiHandler[]) {
  // openapi-msw sees msw's ESM typings and msw/node its CommonJS ones: the same classes, told apart by TypeScript.
  type Handlers = Parameters<typeof setupServer>;
  const server = setupServer(...(handlers as unknown as Handlers));
  let seen: ApiRequest[] = [];
  server.events.on('request:start', ({ request }) => {
    const workspace = request.headers.get(WORKSPACE_HEADER) ?? undefined;
    seen.push({ method: request.method, url: new URL(request.url), ...(workspace ? { workspace } : {}) });
  });
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    seen = [];
    // The next test starts signed out.
    if (typeof document !== 'undefined') document.cookie = `${SIGNED_IN_COOKIE}=; max-age=0; path=/`;
  });
  afterAll(() => server.close());
  return {
    use: (...added: ApiHandler[]) => server.use(...(added as unknown as Handlers)),
    /** The requests so far, all or those to one route given as "METHOD /path" (no query). */
    requests: (route?: string) =>
      seen.filter(({ method, url }) => route === undefined || `${method} ${url.pathname}` === route),
  };
}

/** An error body as every 4xx/5xx of the API has it. */
export function anError(
  statusCode: number,
  code: Schemas['ErrorResponseDto']['code'],
  message: string,
): Schemas['ErrorResponseDto'] {
  // The web apps read `code`; the legacy `error` (a context's casing, or the status text) is not theirs.
  return { statusCode, code, error: code as Schemas['ErrorResponseDto']['error'], message };
}

/** A code as the list of codes shows it. */
export function aQrCodeSummary(overrides: Partial<Schemas['QrCodeListItemResponseDto']> = {}) {
  const id = overrides.id ?? 'c1';
  return {
    id,
    name: 'Lunch menu',
    type: 'menu',
    slug: overrides.slug ?? 'abc',
    domainId: null,
    shortUrl: `http://localhost/s/${overrides.slug ?? 'abc'}`,
    isDynamic: true,
    isActive: true,
    suspended: false,
    isTracked: true,
    folderId: null,
    tagIds: [],
    scanCount: 3,
    uniqueScanCount: 2,
    lastScannedAt: null,
    expiry: null,
    limitedScanCount: 0,
    expired: false,
    imageUrl: `/api/qr-codes/${id}/image`,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  } satisfies Schemas['QrCodeListItemResponseDto'];
}

/** The design every new code starts from. */
export const DEFAULT_DESIGN: Schemas['QrCustomizationDto'] = {
  foreground: { type: 'solid', colour: '#000000' },
  background: '#ffffff',
  transparentBackground: false,
  modulePattern: 'square',
  finderFrame: 'square',
  finderCentre: 'square',
  errorCorrection: 'M',
};

/** What a short code's content and the default design make of the symbol. */
export const A_SYMBOL: Schemas['QrSymbolResponseDto'] = {
  version: 3,
  modules: 29,
  errorCorrection: 'M',
  effectiveErrorCorrection: 'M',
  minimumSize: 128,
  minimumSizeReason: 'modules',
  maximumLogoSize: 0.2,
};

/** A saved website code with everything GET /api/qr-codes/{id} answers. */
export function aQrCode(
  overrides: Partial<Schemas['WebsiteQrCodeResponseDto']> = {},
): Schemas['WebsiteQrCodeResponseDto'] {
  return {
    ...aQrCodeSummary({ name: 'Lunch menu', ...overrides }),
    type: 'website',
    content: { url: 'https://example.com/menu' },
    customization: DEFAULT_DESIGN,
    symbol: A_SYMBOL,
    payload: `http://localhost/s/${overrides.slug ?? 'abc'}`,
    routing: [],
    split: [],
    hasPassword: false,
    ...overrides,
  };
}

/** A brand kit on the account. */
export function aBrandKit(overrides: Partial<Schemas['BrandKitResponseDto']> = {}): Schemas['BrandKitResponseDto'] {
  return {
    id: 'k1',
    name: 'Navy',
    customization: DEFAULT_DESIGN,
    isDefault: false,
    createdAt: '2026-11-24T12:00:00.000Z',
    updatedAt: '2026-11-24T12:00:00.000Z',
    ...overrides,
  };
}

/**
 * What GET /api/billing answers: test mode, the Monthly Plan, and an active plan renewing on
 * 24 Dec 2026 unless the overrides say otherwise (`subscription: null` for an account that never paid).
 */
export function aBillingOverview(
  overrides: Partial<Schemas['BillingOverviewResponseDto']> = {},
): Schemas['BillingOverviewResponseDto'] {
  return {
    mode: 'test',
    plan: {
      id: 'monthly',
      name: 'Monthly Plan',
      amountCents: 500,
      currency: 'usd',
      interval: 'month',
      description: 'All features included',
      highlight: 'Cancel anytime',
      features: [],
    },
    status: { active: true },
    subscription: {
      status: 'active',
      planType: 'monthly',
      active: true,
      currentPeriodEnd: '2026-12-24T12:00:00.000Z',
      cancelAtPeriodEnd: false,
      canManage: true,
    },
    ...overrides,
  };
}

/** A signed-in user as GET /api/auth/session answers. */
export function aSessionUser(overrides: Partial<Schemas['SessionUserDto']> = {}): Schemas['SessionUserDto'] {
  return {
    id: 'u1',
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    emailVerified: true,
    ...overrides,
  };
}

/**
 * A signed-in visitor: the browser holds the API's signed-in cookie (as after sign-in), and
 * GET /api/auth/session answers `user`.
 */
export function signedInAs(user: Schemas['SessionUserDto'] = aSessionUser()): ApiHandler[] {
  document.cookie = `${SIGNED_IN_COOKIE}=1; path=/`;
  return [http.get('/api/auth/session', ({ response }) => response(200).json({ user }))];
}

/** The answers for a visitor without a session: no session, and none to refresh. */
export function signedOut(): ApiHandler[] {
  return [
    http.get('/api/auth/session', ({ response }) =>
      response(401).json(anError(401, 'NOT_SIGNED_IN', 'Your session has ended. Please sign in again.')),
    ),
    http.post('/api/auth/refresh', ({ response }) =>
      response(401).json(anError(401, 'NOT_SIGNED_IN', 'Your session has ended. Please sign in again.')),
    ),
  ];
}

/** A file download as the API answers it: the bytes, named in `Content-Disposition` (UTF-8 and plain). */
export function aFile(fileName: string, body = 'file'): Response {
  const plain = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return new Response(body, {
    headers: {
      'content-disposition': `attachment; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    },
  });
}

/** A team workspace's id, as its pages' addresses carry it (`/w/{id}/dashboard`). */
export const A_TEAM_WORKSPACE_ID = '5f0c5c8e-0000-4000-8000-0000000000aa';

/** A workspace as GET /api/workspaces lists it: a team's in which I am an editor, unless the overrides say otherwise. */
export function aMembership(
  overrides: Partial<Schemas['MembershipResponseDto']> = {},
): Schemas['MembershipResponseDto'] {
  return { id: A_TEAM_WORKSPACE_ID, name: 'Café Lumière', personal: false, role: 'editor', members: 3, ...overrides };
}

/** My personal workspace as GET /api/workspaces lists it: its id is mine (aSessionUser's unless given). */
export function aPersonalMembership(userId = aSessionUser().id): Schemas['MembershipResponseDto'] {
  return { id: userId, name: null, personal: true, role: 'owner', members: 1 };
}

/** A member as GET /api/workspaces/{id}/members lists them. */
export function aWorkspaceMember(
  overrides: Partial<Schemas['WorkspaceMemberResponseDto']> = {},
): Schemas['WorkspaceMemberResponseDto'] {
  return {
    userId: 'u2',
    email: 'grace@example.com',
    firstName: 'Grace',
    role: 'editor',
    joinedAt: '2026-11-20T10:00:00.000Z',
    lastActiveAt: null,
    ...overrides,
  };
}

/** A custom domain as GET /api/domains lists it: a subdomain just added, pending, with the records to create. */
export function aDomain(overrides: Partial<Schemas['DomainResponseDto']> = {}): Schemas['DomainResponseDto'] {
  const hostname = overrides.hostname ?? 'qr.example.com';
  return {
    id: '7d0c5c8e-0000-4000-8000-00000000d001',
    hostname,
    status: 'pending',
    records: [
      { type: 'CNAME', name: hostname, value: 'domains.liveqr.example' },
      { type: 'TXT', name: `_liveqr-challenge.${hostname}`, value: 'liveqr-verify=3f9c2a7b1e' },
    ],
    rootUrl: null,
    notFoundUrl: null,
    isDefault: false,
    createdAt: '2026-11-28T10:00:00.000Z',
    verifiedAt: null,
    lastCheckedAt: null,
    problems: [],
    ...overrides,
  };
}
