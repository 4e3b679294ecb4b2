import { createHmac } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Broadcast } from '@liveqr/api/platform';
import { Redis } from 'ioredis';
import { killChildServers, startChildServer } from '../support/child-server';
import { startTestServer, type TestServer } from '../support/test-server';
import { cookiesOf, getSession, signIn, signUp } from './support/identity-client';

const REDIS_URL = 'redis://127.0.0.1:6379';
/** The bound: an ended session is refused by every server within this. */
const EVERY_SERVER_WITHIN_MS = 5_000;

type Cookies = Record<string, string>;

/** What a test asks a replica: the status of GET /api/auth/session with these cookies. */
type SessionCheck = (cookies: Cookies) => Promise<number>;

/** Asks a replica with the access token every 50 ms until it refuses it; the time that took, or fails past 10 s. */
async function msUntilRefused(sessionStatus: SessionCheck, cookies: Cookies): Promise<number> {
  const started = Date.now();
  for (;;) {
    const status = await sessionStatus(cookies);
    if (status === 401) return Date.now() - started;
    expect(status).toBe(200);
    if (Date.now() - started > 10_000) throw new Error('still accepted after 10 s');
    await sleep(50);
  }
}

async function redisAnswers(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

/**
 * Two servers on one database with one secret, as two replicas behind a load balancer: A in this
 * process, B in a process of its own (two Nest apps in one process would share passport's strategies).
 */
async function startReplicas(environment: Record<string, string> = {}): Promise<[TestServer, SessionCheck]> {
  const a = await startTestServer(environment);
  const b = await startChildServer({
    ...environment,
    DATABASE_URL: a.config.database.url ?? '',
    JWT_SECRET: a.config.jwtSecret,
    DATA_DIR: a.config.dataDir,
    RUN_MIGRATIONS: 'false',
  });
  const onB: SessionCheck = async (cookies) => {
    const cookie = Object.entries(cookies)
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
    return (await fetch(`${b.url}/api/auth/session`, { headers: { cookie } })).status;
  };
  return [a, onB];
}

/**
 * Each way a session ends, started on replica A while replica B has just accepted the session's
 * access token (and cached that): A refuses it at once, B within 5 seconds.
 */
function describeEndings(start: () => Promise<[TestServer, SessionCheck]>, boundMs: () => number) {
  let a: TestServer;
  let b: SessionCheck;

  beforeAll(async () => {
    [a, b] = await start();
  }, 60_000);
  afterAll(async () => {
    await killChildServers();
    await a?.close();
  });

  /** Signs up on A, checks the token works on B, ends it with `end` on A; the ms B took to refuse it. */
  async function refusalDelay(end: (cookies: Cookies) => Promise<unknown>) {
    const { cookies } = await signUp(a);
    expect(await b(cookies)).toBe(200);
    await end(cookies);
    expect((await getSession(a, cookies)).statusCode).toBe(401);
    return msUntilRefused(b, cookies);
  }

  it('ends the access token at sign-out', async () => {
    const ms = await refusalDelay((cookies) => a.inject({ method: 'POST', url: '/api/auth/sign-out', cookies }));
    expect(ms).toBeLessThan(boundMs());
  });

  it('ends the access token of a session whose rotated refresh token is replayed', async () => {
    const { cookies } = await signUp(a);
    const rotated = await a.inject({ method: 'POST', url: '/api/auth/refresh', cookies });
    const current = cookiesOf(rotated);
    expect(await b(current)).toBe(200);
    // The thief presents the old refresh token: the session ends, the legitimate holder's access token too.
    const replay = await a.inject({ method: 'POST', url: '/api/auth/refresh', cookies });
    expect(replay.statusCode).toBe(401);
    expect((await getSession(a, current)).statusCode).toBe(401);
    expect(await msUntilRefused(b, current)).toBeLessThan(boundMs());
  });

  it('ends every other session at a password change, keeping the caller signed in', async () => {
    const { cookies, input } = await signUp(a);
    const other = cookiesOf(await signIn(a, input.email, input.password));
    expect(await b(other)).toBe(200);
    const changed = await a.inject({
      method: 'POST',
      url: '/api/auth/password/change',
      cookies,
      payload: {
        currentPassword: input.password,
        newPassword: 'quince-harbour-7',
        confirmPassword: 'quince-harbour-7',
      },
    });
    expect(changed.statusCode).toBe(204);
    expect(await msUntilRefused(b, other)).toBeLessThan(boundMs());
    expect(await b(cookies)).toBe(200);
  });

  it('ends every session, on every device, at sign out everywhere', async () => {
    const { cookies, input } = await signUp(a);
    const phone = cookiesOf(await signIn(a, input.email, input.password));
    expect(await b(phone)).toBe(200);
    const everywhere = await a.inject({ method: 'POST', url: '/api/auth/sign-out-everywhere', cookies });
    expect(everywhere.statusCode).toBe(204);
    expect(cookiesOf(everywhere)['liveqr_access']).toBe('');
    expect(await msUntilRefused(b, phone)).toBeLessThan(boundMs());
    expect((await getSession(a, cookies)).statusCode).toBe(401);
    expect((await a.inject({ method: 'POST', url: '/api/auth/refresh', cookies: phone })).statusCode).toBe(401);
  });

  it('ends every session when the account is deleted', async () => {
    const ms = await refusalDelay((cookies) =>
      a.inject({ method: 'DELETE', url: '/api/account', cookies, payload: { confirmation: 'DELETE' } }),
    );
    expect(ms).toBeLessThan(boundMs());
  });
}

describe('sessions end on every server, with PostgreSQL alone', () => {
  describeEndings(startReplicas, () => EVERY_SERVER_WITHIN_MS);
});

describe('sessions end on every server at once, when Redis carries the news', () => {
  let redis = false;
  const replicas = async (): Promise<[TestServer, SessionCheck]> => {
    redis = await redisAnswers();
    if (!redis) console.warn(`Redis does not answer at ${REDIS_URL}: the Redis path is tested as PostgreSQL alone`);
    const replicas = await startReplicas(redis ? { REDIS_URL } : {});
    // A listens before anything is cached, as after a deploy (B printed its port after connecting).
    while (redis && !replicas[0].app.get(Broadcast).reachesEveryReplica()) await sleep(20);
    return replicas;
  };
  // Sessions are then trusted for 30 s: refusing within a second shows the message arrived.
  describeEndings(replicas, () => (redis ? 1_000 : EVERY_SERVER_WITHIN_MS));
});

describe('access tokens', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  /** An HS256 JWT with exactly these header and claims. */
  function jwt(header: object, claims: object, secret: string): string {
    const unsigned = `${base64url(header)}.${base64url(claims)}`;
    return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
  }

  it('refuses a token without exp, with alg none, or signed with another key, and accepts a proper one', async () => {
    const { response } = await signUp(server);
    const token: string = response.json().accessToken;
    const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as Record<string, unknown>;
    const { exp, ...withoutExp } = claims;
    const { sid, ...withoutSession } = claims;
    const secret = server.config.jwtSecret;
    const header = { alg: 'HS256', typ: 'JWT' };
    expect({ exp, sid }).toEqual({ exp: expect.any(Number), sid: expect.any(String) });
    const proper = jwt(header, claims, secret);
    const forged = {
      'without exp': jwt(header, withoutExp, secret),
      'with alg none': `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`,
      'signed with another key': jwt(header, claims, 'another-key-of-forty-characters-or-more!'),
      'without a session': jwt(header, withoutSession, secret),
    };
    const status = (bearer: string) =>
      server
        .inject({ method: 'GET', url: '/api/auth/session', headers: { authorization: `Bearer ${bearer}` } })
        .then((answer) => answer.statusCode);
    expect(await status(proper)).toBe(200);
    for (const [name, bearer] of Object.entries(forged))
      expect({ name, status: await status(bearer) }).toEqual({ name, status: 401 });
  });
});
