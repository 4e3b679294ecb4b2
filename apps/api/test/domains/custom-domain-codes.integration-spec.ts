import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eventually } from '../developer-platform/support/webhook-receiver';
import { aUser, decode, type QrUser, VALID_CONTENT } from '../qr-catalog/support/qr-client';
import { scansOf, USER_AGENTS } from '../scan-analytics/support/scan-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { aTeamWorkspace, inWorkspace, subscribe } from '../workspaces/support/workspaces';
import { startTestDns, type TestDns } from './support/dns-server';
import { addDomain, aHostname, TARGET, verifiedDomain } from './support/domains';
import { rawPage } from './support/raw-page';

const PUBLIC_URL = 'https://liveqr.test';
/** Every replica holds a change of a domain within this long. */
const REPLICAS_WITHIN_MS = 5_000;

type Call = ReturnType<typeof inWorkspace> & { workspaceId: string };

/**
 * Codes on a workspace's custom domain: created on it (or on the default), encoding
 * `https://{domain}/{slug}`, answered there for that workspace only, and "no longer available"
 * once the domain is disabled or removed. Scans come through `inject()` with a Host header, and
 * over a real socket for the plain scan listener, which answers ahead of Fastify.
 */
describe('custom domains: the codes on them, and scans by host', () => {
  let dns: TestDns;
  let server: TestServer;
  /** A second replica on the same database: it hears of domain changes through the broadcast. */
  let replica: TestServer;
  let origin: string;
  let owner: QrUser;

  /** A subscribed team workspace of its own (codes need an active plan), as its owner. */
  const aWorkspace = async () => {
    const workspaceId = await aTeamWorkspace(server, owner, 'Brand');
    await subscribe(server, owner, workspaceId);
    return Object.assign(inWorkspace(server, owner, workspaceId), { workspaceId });
  };
  const verified = async (call: Call, hostname = aHostname(), settings: Record<string, unknown> = {}) => {
    const domain = await verifiedDomain(call, dns, hostname);
    if (Object.keys(settings).length > 0) {
      expect((await call('PATCH', `/api/domains/${domain.id}`, settings)).statusCode).toBe(200);
    }
    return domain;
  };
  const created = async (call: Call, url: string, extra: Record<string, unknown> = {}) => {
    const response = await call('POST', '/api/qr-codes', { type: 'website', content: { url }, ...extra });
    if (response.statusCode !== 201) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
    return response.json() as { id: string; slug: string; domainId: string | null; shortUrl: string; payload: string };
  };
  /** A phone's request on a host, through Fastify (`inject`). */
  const onHost = (host: string, url: string, method: 'GET' | 'HEAD' = 'GET') =>
    server.inject({ method, url, headers: { host, 'user-agent': USER_AGENTS.iphoneSafari } });
  /** The same over a real socket: a plain scan is answered by the listener ahead of Fastify. */
  const overSocket = (host: string, path: string) => {
    const { hostname, port } = new URL(origin);
    return rawPage(httpRequest, { hostname, port, path, headers: { host, 'user-agent': USER_AGENTS.iphoneSafari } });
  };

  beforeAll(async () => {
    dns = await startTestDns();
    const environment = { DNS_SERVERS: dns.server, PUBLIC_URL, CUSTOM_DOMAIN_TARGET: TARGET };
    server = await startTestServer(environment);
    replica = await startTestServer({
      ...environment,
      DATABASE_URL: server.config.database.url as string,
      // Two Nest apps in one process share passport's strategies: one secret for both.
      JWT_SECRET: server.config.jwtSecret,
    });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(server.app.getHttpServer().address() as AddressInfo).port}`;
    owner = await aUser(server);
  });
  afterAll(async () => {
    await replica?.close();
    await server?.close();
    await dns?.stop();
  });

  it('creates a code on a verified domain: it encodes https://{domain}/{slug}, its image decodes to it, and it answers there', async () => {
    const call = await aWorkspace();
    const domain = await verified(call, 'qr.brand.test');
    const code = await created(call, 'https://example.com/menu', { domainId: domain.id });
    const link = `https://qr.brand.test/${code.slug}`;
    expect(code).toMatchObject({ domainId: domain.id, shortUrl: link, payload: link });
    expect((await call('GET', `/api/qr-codes/${code.id}`)).json()).toMatchObject({
      domainId: domain.id,
      shortUrl: link,
    });
    const listed = (await call('GET', '/api/qr-codes')).json() as { items: Array<{ id: string; shortUrl: string }> };
    expect(listed.items.find((item) => item.id === code.id)).toMatchObject({ domainId: domain.id, shortUrl: link });

    const image = await server.inject({
      method: 'GET',
      url: `/api/qr-codes/${code.id}/image?format=png`,
      cookies: owner.cookies,
      headers: { 'liveqr-workspace': call.workspaceId },
    });
    expect(image.statusCode).toBe(200);
    expect(decode('png', image.rawPayload)).toBe(link);

    // What it encodes, and /s/ on the domain too; in any case and with a port, as browsers send it.
    for (const [host, path] of [
      ['qr.brand.test', `/${code.slug}`],
      ['QR.Brand.Test:443', `/s/${code.slug}`],
    ]) {
      const scanned = await onHost(host, path);
      expect(`${host}${path} ${scanned.statusCode} ${scanned.headers.location}`).toBe(
        `${host}${path} 302 https://example.com/menu`,
      );
    }
    const plain = await overSocket('qr.brand.test', `/${code.slug}`);
    expect([plain.status, plain.location]).toEqual([302, 'https://example.com/menu']);
    // LiveQR's own host still answers it at /s/, as it does every code.
    expect((await onHost('liveqr.test', `/s/${code.slug}`)).headers.location).toBe('https://example.com/menu');
    expect(await scansOf(server, code.id)).toHaveLength(4);
  });

  it('puts new codes on the default domain unless they choose LiveQR’s host, and never moves a code', async () => {
    const call = await aWorkspace();
    const fallback = await verified(call);
    const other = await verified(call);
    expect((await created(call, 'https://example.com/a')).domainId).toBeNull();
    expect((await call('PATCH', `/api/domains/${fallback.id}`, { isDefault: true })).statusCode).toBe(200);

    const onDefault = await created(call, 'https://example.com/b');
    expect(onDefault.shortUrl).toBe(`https://${fallback.hostname}/${onDefault.slug}`);
    const onOurs = await created(call, 'https://example.com/c', { domainId: null });
    expect([onOurs.domainId, onOurs.shortUrl]).toEqual([null, `${PUBLIC_URL}/s/${onOurs.slug}`]);

    const moved = await call('PATCH', `/api/qr-codes/${onDefault.id}`, { domainId: other.id });
    expect([moved.statusCode, moved.json().error]).toEqual([409, 'code_domain_fixed']);
    const toOurs = await call('PATCH', `/api/qr-codes/${onDefault.id}`, { domainId: null });
    expect([toOurs.statusCode, toOurs.json().error]).toEqual([409, 'code_domain_fixed']);
    const kept = await call('PATCH', `/api/qr-codes/${onDefault.id}`, { domainId: fallback.id, name: 'Kept' });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ name: 'Kept', domainId: fallback.id });
  });

  it('imports codes onto the workspace’s default domain', async () => {
    const call = await aWorkspace();
    const fallback = await verified(call);
    await call('PATCH', `/api/domains/${fallback.id}`, { isDefault: true });
    const headers = { 'liveqr-workspace': call.workspaceId };
    const started = await server.inject({
      method: 'POST',
      url: '/api/qr-codes/imports',
      cookies: owner.cookies,
      headers: { ...headers, 'content-type': 'text/csv' },
      payload: 'type,name,url\nwebsite,Imported,https://example.com/imported\n',
    });
    expect(started.statusCode).toBe(202);
    const job = await eventually(async () => {
      const state = (await call('GET', `/api/jobs/${started.json().id}`)).json();
      return state.status === 'succeeded' || state.status === 'failed' ? state : undefined;
    }, 'the import');
    expect(job.status).toBe('succeeded');
    const [imported] = (await call('GET', '/api/qr-codes')).json().items as Array<{ slug: string; shortUrl: string }>;
    expect(imported.shortUrl).toBe(`https://${fallback.hostname}/${imported.slug}`);
  });

  it('refuses a domain of another workspace, one not verified, and what is no domain id', async () => {
    const call = await aWorkspace();
    const theirs = await verified(await aWorkspace());
    const pending = await addDomain(call, aHostname());
    const create = (domainId: unknown) =>
      call('POST', '/api/qr-codes', { type: 'website', content: { url: 'https://example.com/' }, domainId });

    const foreign = await create(theirs.id);
    expect([foreign.statusCode, foreign.json().error]).toEqual([404, 'code_domain_not_found']);
    const unverified = await create(pending.id);
    expect([unverified.statusCode, unverified.json().error]).toEqual([409, 'code_domain_not_verified']);
    expect((await create('qr.brand.test')).statusCode).toBe(400);
    // Nothing was created on the way.
    expect((await call('GET', '/api/qr-codes')).json().total).toBe(0);
  });

  it('answers only its workspace’s codes on a domain: another’s slug and an unknown one are its 404, and / its root', async () => {
    const call = await aWorkspace();
    const domain = await verified(call);
    const theirs = await created(await aWorkspace(), 'https://example.com/theirs');
    const ours = await created(call, 'https://example.com/ours', { domainId: domain.id });

    for (const path of [`/${theirs.slug}`, `/s/${theirs.slug}`, `/${theirs.slug}+`, `/s/${theirs.slug}?preview`]) {
      const refused = await onHost(domain.hostname, path);
      expect(`${path} ${refused.statusCode}`).toBe(`${path} 404`);
      expect(refused.headers.location).toBeUndefined();
      expect(refused.body).not.toContain('example.com/theirs');
      // White-label, with a way to report the code to LiveQR.
      expect(refused.body).not.toContain('>LiveQR</a>');
      expect(refused.body).toContain(`${PUBLIC_URL}/report/s/`);
    }
    const socket = await overSocket(domain.hostname, `/${theirs.slug}`);
    expect([socket.status, socket.location]).toEqual([404, undefined]);
    const password = await server.inject({
      method: 'POST',
      url: `/s/${theirs.slug}`,
      headers: { host: domain.hostname },
      payload: { password: 'guess' },
    });
    expect(password.statusCode).toBe(404);
    expect(await scansOf(server, theirs.id)).toHaveLength(0);
    // Its own code's preview works there, and names the domain for our pages.
    const preview = (await onHost(domain.hostname, `/${ours.slug}+`)).body;
    expect(preview).toContain('example.com/ours');
    expect(preview).toContain(`${domain.hostname} is a verified domain of this code’s owner`);

    const home = await onHost(domain.hostname, '/');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('QR codes live here');
    expect((await onHost(domain.hostname, '/zzzzzzzz')).statusCode).toBe(404);

    await call('PATCH', `/api/domains/${domain.id}`, {
      rootUrl: 'https://example.com/home',
      notFoundUrl: 'https://example.com/missing',
    });
    const root = await onHost(domain.hostname, '/');
    expect([root.statusCode, root.headers.location]).toEqual([302, 'https://example.com/home']);
    for (const path of ['/zzzzzzzz', `/${theirs.slug}`, `/s/${theirs.slug}`]) {
      const missing = await onHost(domain.hostname, path);
      expect(`${path} ${missing.statusCode} ${missing.headers.location}`).toBe(
        `${path} 302 https://example.com/missing`,
      );
    }
    expect((await overSocket(domain.hostname, '/zzzzzzzz')).location).toBe('https://example.com/missing');
  });

  it('answers a code its owner switched off with a white-label page on the domain, LiveQR’s page on LiveQR’s host', async () => {
    const call = await aWorkspace();
    const domain = await verified(call);
    const code = await created(call, 'https://example.com/off', { domainId: domain.id });
    expect((await call('POST', `/api/qr-codes/${code.id}/toggle`)).json().isActive).toBe(false);

    const onDomain = await onHost(domain.hostname, `/${code.slug}`);
    const onOurs = await onHost('liveqr.test', `/s/${code.slug}`);
    expect([onDomain.statusCode, onOurs.statusCode]).toEqual([410, 410]);
    expect(onDomain.body).not.toContain('LiveQR');
    expect(onOurs.body).toContain('LiveQR');
  });

  it('opens a code’s public page on the domain it was scanned on, its footer leading to LiveQR’s site', async () => {
    const call = await aWorkspace();
    const domain = await verified(call);
    const response = await call('POST', '/api/qr-codes', {
      type: 'vcard',
      content: VALID_CONTENT.vcard,
      domainId: domain.id,
    });
    const code = response.json() as { id: string; slug: string };

    const scanned = await onHost(domain.hostname, `/${code.slug}`);
    // A path, which the phone opens on the host it scanned: the domain.
    expect([scanned.statusCode, scanned.headers.location]).toEqual([302, `/vcard/${code.id}`]);
    const opened = await onHost(domain.hostname, `/vcard/${code.id}`);
    expect(opened.statusCode).toBe(200);
    // Its footer's links lead to LiveQR's site: `/` on the domain is the customer's.
    expect(opened.body).toContain(`href="${PUBLIC_URL}/report/${code.id}"`);
    expect(opened.body).toContain(`href="${PUBLIC_URL}/"`);
  });

  it('serves neither the web apps nor the account API on a custom domain or a spoofed host, only codes and their pages', async () => {
    const call = await aWorkspace();
    const domain = await verified(call);
    for (const host of [domain.hostname, 'qr.nobody.test']) {
      for (const [method, url] of [
        ['GET', '/dashboard'],
        ['GET', '/sign-in'],
        ['GET', '/api/workspaces'],
        ['POST', '/api/auth/sign-in'],
        ['GET', '/api/qr-codes'],
      ] as const) {
        const answer = await server.inject({ method, url, headers: { host }, cookies: owner.cookies });
        expect(`${host} ${method} ${url} ${answer.statusCode}`).toBe(`${host} ${method} ${url} 404`);
      }
    }
    // LiveQR's own host is untouched.
    expect((await server.inject({ method: 'GET', url: '/api/workspaces', cookies: owner.cookies })).statusCode).toBe(
      200,
    );
  });

  it('answers no code on a host that is neither LiveQR’s nor verified, and leaves the app’s own hosts as they were', async () => {
    const call = await aWorkspace();
    const code = await created(call, 'https://example.com/spoofed');
    const pending = await addDomain(call, aHostname());
    for (const host of [pending.hostname, 'evil.example']) {
      for (const path of [`/${code.slug}`, `/s/${code.slug}`, `/s/${code.slug}+`]) {
        const refused = await onHost(host, path);
        expect(`${host}${path} ${refused.statusCode}`).toBe(`${host}${path} 404`);
        expect(refused.headers.location).toBeUndefined();
        expect(refused.body).not.toContain('example.com/spoofed');
      }
      expect((await overSocket(host, `/s/${code.slug}`)).status).toBe(404);
    }
    // A disabled domain is as much nobody's.
    const disabled = await verified(call);
    expect((await call('PATCH', `/api/domains/${disabled.id}`, { enabled: false })).json().status).toBe('disabled');
    expect((await onHost(disabled.hostname, `/s/${code.slug}`)).statusCode).toBe(404);

    for (const host of ['liveqr.test', 'localhost:3000', '127.0.0.1:8080']) {
      expect((await onHost(host, `/s/${code.slug}`)).headers.location).toBe('https://example.com/spoofed');
      expect((await onHost(host, '/api/health')).statusCode).toBe(200);
    }
    expect((await overSocket('liveqr.test', `/s/${code.slug}`)).location).toBe('https://example.com/spoofed');
  });

  it('asks before a domain in use is disabled or removed; its codes then answer “no longer available” on every host', async () => {
    const call = await aWorkspace();
    const domain = await verified(call);
    const codes = [
      await created(call, 'https://example.com/one', { domainId: domain.id }),
      await created(call, 'https://example.com/two', { domainId: domain.id }),
    ];
    const [code] = codes;

    const disabling = await call('PATCH', `/api/domains/${domain.id}`, { enabled: false });
    expect([disabling.statusCode, disabling.json().error, disabling.json().codes]).toEqual([409, 'DOMAIN_IN_USE', 2]);
    expect((await onHost(domain.hostname, `/${code.slug}`)).statusCode).toBe(302);
    const disabled = await call('PATCH', `/api/domains/${domain.id}?confirm=true`, { enabled: false });
    expect(disabled.json()).toMatchObject({ status: 'disabled', isDefault: false });
    for (const [host, path] of [
      ['liveqr.test', `/s/${code.slug}`],
      ['liveqr.test', `/s/${code.slug}+`],
      [domain.hostname, `/${code.slug}`],
      [domain.hostname, `/s/${code.slug}`],
    ]) {
      const gone = await onHost(host, path);
      expect(`${host}${path} ${gone.statusCode}`).toBe(`${host}${path} 410`);
      expect(gone.body).toContain('This code is no longer available');
      expect(gone.body).not.toContain('example.com/one');
    }
    expect((await overSocket('liveqr.test', `/s/${code.slug}`)).status).toBe(410);
    expect((await overSocket(domain.hostname, `/${code.slug}`)).status).toBe(410);
    // Enabled again, it is checked at once and its codes answer again.
    expect((await call('PATCH', `/api/domains/${domain.id}`, { enabled: true })).json().status).toBe('verified');
    expect((await onHost(domain.hostname, `/${code.slug}`)).headers.location).toBe('https://example.com/one');

    const removing = await call('DELETE', `/api/domains/${domain.id}`);
    expect([removing.statusCode, removing.json().error, removing.json().codes]).toEqual([409, 'DOMAIN_IN_USE', 2]);
    expect((await call('DELETE', `/api/domains/${domain.id}?confirm=true`)).statusCode).toBe(204);
    // Caddy may still hold its certificate: the old domain and LiveQR's host answer the white-label page.
    for (const [host, path] of [
      [domain.hostname, `/${code.slug}`],
      ['liveqr.test', `/s/${code.slug}`],
    ]) {
      const gone = await onHost(host, path);
      expect([gone.statusCode, gone.body.includes('This code is no longer available')]).toEqual([410, true]);
    }
    // Nothing else answers on the old domain: another code of the workspace is unknown there.
    const other = await created(call, 'https://example.com/other');
    expect((await onHost(domain.hostname, `/${other.slug}`)).statusCode).toBe(404);
    // What it was created on stays what it encodes: it is printed.
    expect((await call('GET', `/api/qr-codes/${code.id}`)).json().shortUrl).toBe(
      `https://${domain.hostname}/${code.slug}`,
    );
    // A domain no code uses goes without asking.
    const unused = await verified(call);
    expect((await call('DELETE', `/api/domains/${unused.id}`)).statusCode).toBe(204);
  });

  it('tells every replica within 5 s that a domain was disabled, enabled again or sends / elsewhere', async () => {
    const call = await aWorkspace();
    const domain = await verified(call);
    const code = await created(call, 'https://example.com/replicated', { domainId: domain.id });
    /** How long until the other replica answers `path` on `host` with `status`, failing after REPLICAS_WITHIN_MS. */
    const answersWithin = async (host: string, path: string, status: number, location?: string) => {
      const started = Date.now();
      for (;;) {
        const answer = await replica.inject({ method: 'GET', url: path, headers: { host } });
        if (answer.statusCode === status && answer.headers.location === location) return Date.now() - started;
        if (Date.now() - started > REPLICAS_WITHIN_MS) throw new Error(`${host}${path}: ${answer.statusCode}`);
        await new Promise((wait) => setTimeout(wait, 50));
      }
    };
    await answersWithin(domain.hostname, `/${code.slug}`, 302, 'https://example.com/replicated');
    await call('PATCH', `/api/domains/${domain.id}?confirm=true`, { enabled: false });
    expect(await answersWithin('liveqr.test', `/s/${code.slug}`, 410)).toBeLessThan(REPLICAS_WITHIN_MS);
    await call('PATCH', `/api/domains/${domain.id}`, { enabled: true, rootUrl: 'https://example.com/root' });
    expect(await answersWithin(domain.hostname, '/', 302, 'https://example.com/root')).toBeLessThan(REPLICAS_WITHIN_MS);
    expect(await answersWithin('liveqr.test', `/s/${code.slug}`, 302, 'https://example.com/replicated')).toBeLessThan(
      REPLICAS_WITHIN_MS,
    );
  });
});
