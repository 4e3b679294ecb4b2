import { randomBytes } from 'node:crypto';
import { CustomDomainsRepository, DnsLookup, DomainRechecks } from '@liveqr/api/domains';
import { freePort } from '@liveqr/api/testing';
import { aUser, type QrUser } from '../qr-catalog/support/qr-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { aTeamWorkspace } from '../workspaces/support/workspaces';
import { startTestDns, type TestDns } from './support/dns-server';
import {
  addDomain,
  type AddedDomain,
  aHostname,
  pointAtUs as pointDnsAtUs,
  TARGET,
  verifiedDomain,
} from './support/domains';

const DAY = 24 * 60 * 60_000;
/** Every replica holds a change within this long (the promise). */
const REPLICAS_WITHIN_MS = 5_000;

type Method = 'GET' | 'POST' | 'DELETE';

/**
 * Two replicas on one database, each with its internal listener (where Caddy's `ask` goes), and
 * the background checks on the job queue, run here by calling the sweep with a later clock.
 */
describe('verified hosts: the TLS ask on every replica, and the background checks', () => {
  let dns: TestDns;
  let a: TestServer;
  let b: TestServer;
  const ports = { a: 0, b: 0 };
  let owner: QrUser;

  const ask = async (port: number, domain?: string) => {
    const query = domain === undefined ? '' : `?domain=${encodeURIComponent(domain)}`;
    const response = await fetch(`http://127.0.0.1:${port}/tls/ask${query}`);
    await response.arrayBuffer();
    return response.status;
  };
  /** A team workspace of its own on replica A, as its owner (five domains each). */
  const aWorkspace = async () => {
    const workspaceId = await aTeamWorkspace(a, owner, 'Brand');
    return (method: Method, url: string, payload?: Record<string, unknown>) =>
      a.inject({ method, url, cookies: owner.cookies, headers: { 'liveqr-workspace': workspaceId }, payload });
  };
  type Call = Awaited<ReturnType<typeof aWorkspace>>;
  const added = addDomain;
  const pointAtUs = (domain: AddedDomain) => pointDnsAtUs(dns, domain);
  const verified = (call: Call, hostname: string) => verifiedDomain(call, dns, hostname);
  const stateOf = async (call: Call, id: string) => {
    const listed = (await call('GET', '/api/domains')).json() as Array<{
      id: string;
      status: string;
      lastCheckedAt: string | null;
      problems: Array<{ code: string }>;
    }>;
    return listed.find((domain) => domain.id === id);
  };
  /** How long until `port` answers `status` for `domain`, failing after REPLICAS_WITHIN_MS. */
  const answersWithin = async (port: number, domain: string, status: number) => {
    const started = Date.now();
    while ((await ask(port, domain)) !== status) {
      if (Date.now() - started > REPLICAS_WITHIN_MS) throw new Error(`${domain} is not ${status} after 5 s`);
      await new Promise((wait) => setTimeout(wait, 50));
    }
    return Date.now() - started;
  };

  beforeAll(async () => {
    dns = await startTestDns();
    [ports.a, ports.b] = [await freePort(), await freePort()];
    const environment = { DNS_SERVERS: dns.server, PUBLIC_URL: 'https://liveqr.test', CUSTOM_DOMAIN_TARGET: TARGET };
    a = await startTestServer({ ...environment, METRICS_PORT: String(ports.a) });
    b = await startTestServer({
      ...environment,
      DATABASE_URL: a.config.database.url as string,
      // Two Nest apps in one process share passport's strategies: one secret for both.
      JWT_SECRET: a.config.jwtSecret,
      METRICS_PORT: String(ports.b),
    });
    owner = await aUser(a);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await dns?.stop();
  });

  it('answers 200 for a verified domain only: 404 for a pending, unknown or removed one, 400 for what is no domain', async () => {
    const call = await aWorkspace();
    const domain = await verified(call, aHostname());
    expect(await ask(ports.a, domain.hostname)).toBe(200);
    // Normalised by the hostname rules, as Caddy may send it.
    expect(await ask(ports.a, `${domain.hostname.toUpperCase()}.`)).toBe(200);
    const pending = await added(call, aHostname());
    expect(await ask(ports.a, pending.hostname)).toBe(404);
    expect(await ask(ports.a, aHostname())).toBe(404);
    for (const notADomain of [undefined, '', '127.0.0.1', '*.brand.test', 'liveqr.test', `${TARGET}`, 'co.uk']) {
      expect(`${notADomain}: ${await ask(ports.a, notADomain)}`).toBe(`${notADomain}: 400`);
    }
    // Removed while Caddy still holds its certificate: the renewal is refused, at once on this replica.
    expect((await call('DELETE', `/api/domains/${domain.id}`)).statusCode).toBe(204);
    expect(await ask(ports.a, domain.hostname)).toBe(404);
  });

  it('tells the other replica within 5 s that a domain was verified, then removed', async () => {
    const call = await aWorkspace();
    const hostname = aHostname();
    expect(await ask(ports.b, hostname)).toBe(404);
    const domain = await verified(call, hostname);
    expect(await answersWithin(ports.b, hostname, 200)).toBeLessThan(REPLICAS_WITHIN_MS);
    expect((await call('DELETE', `/api/domains/${domain.id}`)).statusCode).toBe(204);
    expect(await answersWithin(ports.b, hostname, 404)).toBeLessThan(REPLICAS_WITHIN_MS);
  });

  it('answers 10,000 random names quickly with 4xx, without a query or a DNS lookup', async () => {
    const call = await aWorkspace();
    const known = await verified(call, aHostname());
    const repository = a.app.get(CustomDomainsRepository);
    const methods = Object.getOwnPropertyNames(CustomDomainsRepository.prototype).filter(
      (name): name is keyof CustomDomainsRepository & string => name !== 'constructor',
    );
    const queries = methods.map((method) => jest.spyOn(repository, method));
    const lookups = jest.spyOn(a.app.get(DnsLookup), 'answers');
    try {
      const names = Array.from({ length: 10_000 }, (_, n) =>
        n % 10 === 0 ? randomBytes(6).toString('hex') : `${randomBytes(6).toString('hex')}.brand-${n}.test`,
      );
      const statuses = new Map<number, number>();
      for (let start = 0; start < names.length; start += 50) {
        const batch = await Promise.all(names.slice(start, start + 50).map((name) => ask(ports.a, name)));
        for (const status of batch) statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
      // 9,000 names unknown, 1,000 of one label (not a domain).
      expect(Object.fromEntries(statuses)).toEqual({ 404: 9_000, 400: 1_000 });
      // The only reads are this replica hearing its own news of `known`, and, on a busy machine, a
      // whole-set read after a gap in the broadcast: per change or gap, never per request.
      const reads = queries.flatMap((spy, index) => spy.mock.calls.map((args) => `${methods[index]} ${args.join()}`));
      expect(reads.filter((read) => read !== `liveDomainsOf ${known.hostname}` && read !== 'liveDomains ')).toEqual([]);
      expect(reads.length).toBeLessThan(10);
      expect(lookups).not.toHaveBeenCalled();
      expect(await ask(ports.a, known.hostname)).toBe(200);
    } finally {
      for (const spy of [...queries, lookups]) spy.mockRestore();
    }
  });

  it('checks a pending domain when due and verifies it; three failed daily checks make it misconfigured; a removed one is not checked', async () => {
    const call = await aWorkspace();
    const rechecks = a.app.get(DomainRechecks);
    const lookups = jest.spyOn(a.app.get(DnsLookup), 'answers');
    const checked = () => lookups.mock.calls.map(([hostname]) => hostname);
    try {
      const addedAt = Date.now();
      const domain = await added(call, aHostname());
      const removed = await added(call, aHostname());
      await pointAtUs(domain);
      await pointAtUs(removed);
      expect((await call('DELETE', `/api/domains/${removed.id}`)).statusCode).toBe(204);

      // Its first check is due 5 minutes after it was added.
      await rechecks.sweep(new Date(addedAt + 4 * 60_000));
      expect(checked()).not.toContain(domain.hostname);
      expect((await stateOf(call, domain.id))?.lastCheckedAt).toBeNull();
      const first = addedAt + 6 * 60_000;
      await rechecks.sweep(new Date(first));
      expect(checked()).toContain(domain.hostname);
      expect(checked()).not.toContain(removed.hostname);
      expect((await stateOf(call, domain.id))?.status).toBe('verified');
      expect(await ask(ports.a, domain.hostname)).toBe(200);

      // It stops pointing at us: checked daily, misconfigured after the third failure in a row.
      await dns.setCname(domain.hostname, 'elsewhere.brand.test');
      const statuses: string[] = [];
      for (const day of [1, 2, 3]) {
        // Not due earlier than a day after the last check.
        const before = lookups.mock.calls.length;
        await rechecks.sweep(new Date(first + day * DAY - 60_000));
        expect(checked().slice(before)).not.toContain(domain.hostname);
        await rechecks.sweep(new Date(first + day * DAY));
        const state = await stateOf(call, domain.id);
        statuses.push(`${state?.status} ${state?.problems.map((problem) => problem.code).join()}`);
      }
      expect(statuses).toEqual([
        'verified CNAME_ELSEWHERE',
        'verified CNAME_ELSEWHERE',
        'misconfigured CNAME_ELSEWHERE',
      ]);
      expect(await ask(ports.a, domain.hostname)).toBe(404);
      expect(await answersWithin(ports.b, domain.hostname, 404)).toBeLessThan(REPLICAS_WITHIN_MS);
      expect(checked()).not.toContain(removed.hostname);
    } finally {
      lookups.mockRestore();
    }
  });
});
