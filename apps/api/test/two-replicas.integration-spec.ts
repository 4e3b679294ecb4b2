import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ScanRollup } from '@liveqr/api/scan-analytics';
import { MikroORM } from '@mikro-orm/postgresql';
import { type MailInbox, startMailInbox } from '@liveqr/api/testing';
import { type ChildServer, killChildServers, startChildServer } from './support/child-server';
import { redisServerInstalled, startTestRedis, type TestRedis } from './support/redis-server';
import { TEST_PASSWORD } from './support/test-password';
import { startTestServer, type TestServer } from './support/test-server';
import { markEmailVerified } from './support/verified-email';
import { countersOf, scansOf, USER_AGENTS } from './scan-analytics/support/scan-client';

/** A browser-like caller of one replica over real HTTP, keeping its session cookies. */
class Caller {
  private readonly cookies = new Map<string, string>();

  constructor(
    private replica: ChildServer,
    private readonly workspace?: string,
  ) {}

  /** The same person, now reaching the other replica (the load balancer's choice). */
  on(replica: ChildServer): Caller {
    const moved = new Caller(replica, this.workspace);
    for (const [name, value] of this.cookies) moved.cookies.set(name, value);
    return moved;
  }

  /** The same person on the same replica, acting in a workspace (LiveQR-Workspace). */
  in(workspace: string): Caller {
    const moved = new Caller(this.replica, workspace);
    for (const [name, value] of this.cookies) moved.cookies.set(name, value);
    return moved;
  }

  async send(method: string, path: string, body?: unknown, type = 'application/json'): Promise<Response> {
    const response = await fetch(`${this.replica.url}${path}`, {
      method,
      redirect: 'manual',
      headers: {
        cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(body === undefined ? {} : { 'content-type': type }),
        ...(this.workspace === undefined ? {} : { 'liveqr-workspace': this.workspace }),
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, value] = pair.split('=');
      this.cookies.set(name, value);
    }
    return response;
  }
}

/** Where a scan on this replica leads now. */
async function scanLocation(replica: ChildServer, slug: string): Promise<string | null> {
  const response = await fetch(`${replica.url}/s/${slug}`, {
    redirect: 'manual',
    headers: { 'user-agent': USER_AGENTS.iphoneSafari },
  });
  await response.arrayBuffer();
  return response.headers.get('location');
}

const useRedis = redisServerInstalled();
if (!useRedis) console.warn('redis-server is not installed: the two replicas share PostgreSQL only');

/**
 * Two LiveQR processes on one PostgreSQL and one Redis, as behind a load balancer. This process
 * runs a third server only to prepare the database and read it back.
 */
describe('two replicas on one PostgreSQL and one Redis', () => {
  let setup: TestServer;
  let redis: TestRedis | undefined;
  let inbox: MailInbox;
  let a: ChildServer;
  let b: ChildServer;
  const dataDirs: string[] = [];

  async function replica(): Promise<ChildServer> {
    const dataDir = mkdtempSync(join(tmpdir(), 'liveqr-replica-'));
    dataDirs.push(dataDir);
    return startChildServer({
      DATABASE_URL: setup.config.database.url as string,
      JWT_SECRET: setup.config.jwtSecret,
      RUN_MIGRATIONS: 'false',
      DATA_DIR: dataDir,
      SMTP_URL: inbox.smtpUrl,
      PUBLIC_URL: 'https://liveqr.test',
      ...(redis ? { REDIS_URL: redis.url } : {}),
    });
  }

  beforeAll(async () => {
    redis = useRedis ? await startTestRedis() : undefined;
    inbox = await startMailInbox();
    setup = await startTestServer(redis ? { REDIS_URL: redis.url } : {});
    [a, b] = [await replica(), await replica()];
  });
  afterAll(async () => {
    await killChildServers();
    await setup.close();
    await redis?.stop();
    await inbox.close();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  /** A subscribed owner signed up on A, with one website code. */
  async function ownerWithCode(
    url: string,
  ): Promise<{ owner: Caller; id: string; slug: string; email: string; userId: string }> {
    const owner = new Caller(a);
    const email = `replicas.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`;
    const signUp = await owner.send('POST', '/api/auth/sign-up', {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email,
      password: TEST_PASSWORD,
      confirmPassword: TEST_PASSWORD,
    });
    expect(signUp.status).toBe(200);
    const userId = ((await signUp.json()) as { user: { id: string } }).user.id;
    expect(
      (await owner.send('POST', '/api/billing/test/checkout', '', 'application/x-www-form-urlencoded')).status,
    ).toBeLessThan(400);
    const created = await owner.send('POST', '/api/qr-codes', {
      name: 'Menu',
      type: 'website',
      content: { url },
      isTracked: true,
    });
    expect(created.status).toBe(201);
    const { id, slug } = (await created.json()) as { id: string; slug: string };
    return { owner, id, slug, email, userId };
  }

  it('shares one rate-limit allowance', async () => {
    const send = (replica: ChildServer) =>
      new Caller(replica).send('POST', '/api/contact', {
        name: 'Ada',
        email: 'ada@example.com',
        message: 'A question about plans.',
      });
    // The contact form allows five messages an hour from one address, counted on either replica.
    for (let i = 0; i < 5; i++) expect((await send(i % 2 ? b : a)).status).toBeLessThan(400);
    expect((await send(b)).status).toBe(429);
  });

  it('follows an edit made on one replica on the other within a second', async () => {
    const { owner, id, slug } = await ownerWithCode('https://example.com/before');
    expect([await scanLocation(a, slug), await scanLocation(b, slug)]).toEqual([
      'https://example.com/before',
      'https://example.com/before',
    ]);
    const edited = await owner
      .on(b)
      .send('PATCH', `/api/qr-codes/${id}`, { content: { url: 'https://example.com/after' } });
    expect(edited.status).toBe(200);
    expect(await locationWithinASecond(a, slug, 'https://example.com/after')).toBe('https://example.com/after');
  });

  /** Scans on the replica until it leads to `expected` or a second has passed; where it leads then. */
  async function locationWithinASecond(replica: ChildServer, slug: string, expected: string): Promise<string | null> {
    const deadline = Date.now() + 1_000;
    let seen = await scanLocation(replica, slug);
    while (seen !== expected && Date.now() < deadline) seen = await scanLocation(replica, slug);
    return seen;
  }

  (useRedis ? it : it.skip)('follows an edit within a second while Redis is down, and after it is back', async () => {
    const { owner, id, slug } = await ownerWithCode('https://example.com/first');
    expect(await scanLocation(a, slug)).toBe('https://example.com/first'); // cached on A
    await redis?.stop();
    try {
      const edited = await owner
        .on(b)
        .send('PATCH', `/api/qr-codes/${id}`, { content: { url: 'https://example.com/second' } });
      expect(edited.status).toBe(200);
      expect(await locationWithinASecond(a, slug, 'https://example.com/second')).toBe('https://example.com/second');
    } finally {
      await redis?.start();
    }
    const again = await owner
      .on(b)
      .send('PATCH', `/api/qr-codes/${id}`, { content: { url: 'https://example.com/third' } });
    expect(again.status).toBe(200);
    expect(await locationWithinASecond(a, slug, 'https://example.com/third')).toBe('https://example.com/third');
  });

  it('counts every answered scan exactly once, and the roll-ups once, even when a replica is killed under load', async () => {
    const { id, slug } = await ownerWithCode('https://example.com/load');
    let answered = 0;
    const scanOn = async (replica: ChildServer) => {
      try {
        if ((await scanLocation(replica, slug)) !== null) answered++;
      } catch {
        // The replica was killed before it answered: the scanner's phone retries elsewhere.
      }
    };
    // Thirty waves of ten scans split over both replicas; A is killed while the sixth wave is in flight.
    for (let wave = 0; wave < 30; wave++) {
      const inFlight = Array.from({ length: 10 }, (_, i) => scanOn(i % 2 ? b : a));
      if (wave === 5) a.child.kill('SIGKILL');
      await Promise.all(inFlight);
    }
    await setup.app.get(ScanRollup).run();

    // No answered scan is lost; a scan A stored in the instant before it died may have gone unanswered.
    const stored = (await scansOf(setup, id)).length;
    expect(answered).toBeGreaterThan(150);
    expect(stored).toBeGreaterThanOrEqual(answered);
    expect(stored).toBeLessThanOrEqual(300);
    // Three servers roll up the same queue: each stored scan is counted once.
    expect((await countersOf(setup, id)).scanCount).toBe(stored);
    a = await replica();
  });

  it('refuses on B, right after the password is reset on A, an API key B had checked and cached', async () => {
    const { owner, email, userId } = await ownerWithCode('https://example.com/keys');
    await markEmailVerified(setup, userId);
    const created = await owner.send('POST', '/api/account/api-keys', { name: 'Script', scopes: ['read', 'write'] });
    expect(created.status).toBe(201);
    const { secret } = (await created.json()) as { secret: string };
    const listOn = async (replica: ChildServer) =>
      (await fetch(`${replica.url}/api/v1/qr-codes`, { headers: { authorization: `Bearer ${secret}` } })).status;
    expect(await listOn(b)).toBe(200); // B trusts what it read for up to 30 s

    expect((await owner.send('POST', '/api/auth/password/forgot', { email })).status).toBe(200);
    const mail = await inbox.nextMailTo(email, { containing: 'Subject: Reset your LiveQR password' });
    const token = /reset-password\?type=recovery&token=([\w-]+)/.exec(mail.text)?.[1];
    const password = 'taken-back-on-a';
    const reset = await owner.send('POST', '/api/auth/password/reset', { token, password, confirmPassword: password });
    expect(reset.status).toBeLessThan(300);

    // The message from A crosses Redis (or PostgreSQL) in milliseconds, not the 30 s B would trust its cache.
    const deadline = Date.now() + 1_000;
    let status = await listOn(b);
    while (status === 200 && Date.now() < deadline) status = await listOn(b);
    expect(status).toBe(401);
    expect(await listOn(a)).toBe(401);
  });

  it('refuses on B, within seconds, a member removed from a workspace on A', async () => {
    const { owner } = await ownerWithCode('https://example.com/team');
    const created = await owner.send('POST', '/api/workspaces', { name: 'Team' });
    const { id: team } = (await created.json()) as { id: string };
    const { owner: member, userId: memberId } = await ownerWithCode('https://example.com/member');
    await setup.app
      .get(MikroORM)
      .em.getConnection()
      .execute(
        `insert into workspace_members (workspace_id, user_id, role, joined_at) values (?, ?, 'editor', now())`,
        [team, memberId],
      );
    const memberOnB = member.on(b).in(team);
    expect((await memberOnB.send('GET', '/api/qr-codes')).status).toBe(200);
    expect((await owner.in(team).send('DELETE', `/api/workspaces/${team}/members/${memberId}`)).status).toBe(204);
    const deadline = Date.now() + 5_000;
    let status = 200;
    while (status === 200 && Date.now() < deadline) status = (await memberOnB.send('GET', '/api/qr-codes')).status;
    expect(status).toBe(404);
  });

  it('refuses on one replica a session ended on the other', async () => {
    const { owner } = await ownerWithCode('https://example.com/session');
    const onB = owner.on(b);
    expect((await onB.send('GET', '/api/auth/session')).status).toBe(200);
    expect((await owner.send('POST', '/api/auth/sign-out')).status).toBeLessThan(300);
    const deadline = Date.now() + 5_000;
    let status = 200;
    while (status === 200 && Date.now() < deadline) status = (await onB.send('GET', '/api/qr-codes')).status;
    expect(status).toBe(401);
  });
});
