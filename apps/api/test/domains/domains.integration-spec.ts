import { randomBytes } from 'node:crypto';
import { aUser, type QrUser } from '../qr-catalog/support/qr-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { addMember, aTeamWorkspace } from '../workspaces/support/workspaces';
import { startTestDns, type TestDns } from './support/dns-server';
import { TARGET } from './support/domains';

const IPV4 = '203.0.113.7';
const IPV6 = '2001:db8::7';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const WORKSPACES_PER_OWNER = 10;

describe('custom domains: adding them and verifying their DNS records', () => {
  let dns: TestDns;
  let server: TestServer;

  /** A brand's registrable domain of its own, so that no two tests share records. */
  const aBrand = () => `brand-${randomBytes(4).toString('hex')}.test`;
  const as = (user: QrUser, workspaceId?: string) => (method: Method, url: string, payload?: Record<string, unknown>) =>
    server.inject({
      method,
      url,
      cookies: user.cookies,
      headers: workspaceId ? { 'liveqr-workspace': workspaceId } : {},
      payload,
    });
  /**
   * A team workspace of its own, as its owner, for each test's domains not to meet another's; a few
   * people own them all (sign-ups are rate-limited, and so is how many workspaces one person owns).
   */
  let workspaceOwner: QrUser | undefined;
  let owned = 0;
  const anOwner = async () => {
    if (!workspaceOwner || owned === WORKSPACES_PER_OWNER) [workspaceOwner, owned] = [await aUser(server), 0];
    owned++;
    return as(workspaceOwner, await aTeamWorkspace(server, workspaceOwner, 'Brand'));
  };
  const added = async (call: ReturnType<typeof as>, hostname: string) => {
    const response = await call('POST', '/api/domains', { hostname });
    expect(response.statusCode).toBe(201);
    return response.json() as {
      id: string;
      hostname: string;
      records: Array<{ type: string; name: string; value: string }>;
    };
  };
  const tokenOf = (domain: Awaited<ReturnType<typeof added>>) =>
    domain.records.find((record) => record.type === 'TXT')?.value ?? '';
  const problemsOf = (body: { problems: Array<{ code: string }> }) => body.problems.map((problem) => problem.code);

  beforeAll(async () => {
    dns = await startTestDns();
    server = await startTestServer({
      DNS_SERVERS: dns.server,
      PUBLIC_URL: 'https://liveqr.test',
      CUSTOM_DOMAIN_TARGET: TARGET,
      CUSTOM_DOMAIN_IPV4: IPV4,
      CUSTOM_DOMAIN_IPV6: IPV6,
    });
  });
  afterAll(async () => {
    await server?.close();
    await dns?.stop();
  });

  it('shows the records to create: a CNAME for a subdomain, A and AAAA for a bare domain, always the TXT', async () => {
    const owner = await anOwner();
    const brand = aBrand();
    const sub = await added(owner, `qr.${brand}`);
    expect(sub).toMatchObject({ hostname: `qr.${brand}`, status: 'pending' });
    expect(sub.records).toEqual([
      { type: 'CNAME', name: `qr.${brand}`, value: TARGET },
      { type: 'TXT', name: `_liveqr-challenge.qr.${brand}`, value: expect.stringMatching(/^[\w-]{32}$/) },
    ]);
    const apex = await added(owner, brand);
    expect(apex.records.map(({ type, value }) => [type, value])).toEqual([
      ['A', IPV4],
      ['AAAA', IPV6],
      ['TXT', tokenOf(apex)],
    ]);
    const listed = await owner('GET', '/api/domains');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().map((domain: { hostname: string }) => domain.hostname)).toEqual([`qr.${brand}`, brand]);
    // The public API serves the same routes.
    expect((await owner('GET', '/api/v1/domains')).json()).toHaveLength(2);
  });

  it('names what is missing, then verifies once the TXT and the CNAME are there', async () => {
    const owner = await anOwner();
    const hostname = `qr.${aBrand()}`;
    const domain = await added(owner, hostname);
    const before = await owner('POST', `/api/domains/${domain.id}/verify`);
    expect(before.statusCode).toBe(200);
    expect(before.json().status).toBe('pending');
    expect(problemsOf(before.json())).toEqual(['TXT_MISSING', 'NOT_POINTING_AT_US']);

    await dns.setTxt(`_liveqr-challenge.${hostname}`, tokenOf(domain));
    await dns.setCname(hostname, TARGET);
    const after = await owner('POST', `/api/domains/${domain.id}/verify`);
    expect(after.json()).toEqual({ status: 'verified', problems: [] });
    const [listed] = (await owner('GET', '/api/domains')).json();
    expect(listed).toMatchObject({ status: 'verified', problems: [], verifiedAt: expect.any(String) });
  });

  it('verifies a bare domain by its A and AAAA records', async () => {
    const owner = await anOwner();
    const brand = aBrand();
    const domain = await added(owner, brand);
    await dns.setTxt(`_liveqr-challenge.${brand}`, tokenOf(domain));
    await dns.addA(brand, IPV4);
    await dns.addAaaa(brand, IPV6);
    expect((await owner('POST', `/api/domains/${domain.id}/verify`)).json()).toEqual({
      status: 'verified',
      problems: [],
    });
  });

  it('does not count a TXT record on the parent domain', async () => {
    const owner = await anOwner();
    const brand = aBrand();
    const domain = await added(owner, `qr.${brand}`);
    await dns.setTxt(`_liveqr-challenge.${brand}`, tokenOf(domain));
    await dns.setCname(`qr.${brand}`, TARGET);
    const check = (await owner('POST', `/api/domains/${domain.id}/verify`)).json();
    expect(check.status).toBe('pending');
    expect(problemsOf(check)).toEqual(['TXT_MISSING']);
  });

  it('names a TXT that holds another value, a CNAME elsewhere, foreign addresses and a CAA record against our CA', async () => {
    const owner = await anOwner();
    const brand = aBrand();
    const sub = await added(owner, `qr.${brand}`);
    await dns.setTxt(`_liveqr-challenge.qr.${brand}`, 'an old token');
    await dns.setCname(`qr.${brand}`, 'brand.herokudns.test');
    // On the registrable domain: it applies to the subdomain too.
    await dns.addCaa(brand, 'digicert.com');
    const subCheck = (await owner('POST', `/api/domains/${sub.id}/verify`)).json();
    expect(problemsOf(subCheck)).toEqual(['TXT_DIFFERENT', 'CNAME_ELSEWHERE', 'CAA_FORBIDS_CA']);
    expect(subCheck.problems[1].message).toContain('brand.herokudns.test');

    const apexBrand = aBrand();
    const apex = await added(owner, apexBrand);
    await dns.setTxt(`_liveqr-challenge.${apexBrand}`, tokenOf(apex));
    await dns.addA(apexBrand, '198.51.100.20');
    await dns.addAaaa(apexBrand, '2001:db8::99');
    const apexCheck = (await owner('POST', `/api/domains/${apex.id}/verify`)).json();
    expect(apexCheck.status).toBe('pending');
    expect(problemsOf(apexCheck)).toEqual(['ADDRESS_ELSEWHERE', 'AAAA_CONFLICT']);
  });

  it('stores hostnames in lower case and punycode, without the final dot', async () => {
    const owner = await anOwner();
    const brand = aBrand();
    expect((await added(owner, ` QR.${brand.toUpperCase()}. `)).hostname).toBe(`qr.${brand}`);
    expect((await added(owner, `Menü.${brand}`)).hostname).toBe(`xn--men-joa.${brand}`);
    const again = await owner('POST', '/api/domains', { hostname: `qr.${brand}.` });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('DOMAIN_ALREADY_ADDED');
  });

  let refusing: ReturnType<typeof as>;
  it.each([
    ['an IP address', '203.0.113.9', 'DOMAIN_HOSTNAME_IP'],
    ['an IPv6 address', '[2001:db8::1]', 'DOMAIN_HOSTNAME_IP'],
    ['our own host', 'LiveQR.test', 'DOMAIN_HOSTNAME_OWN'],
    ['under our own host', 'x.liveqr.test', 'DOMAIN_HOSTNAME_OWN'],
    ['our CNAME target', TARGET, 'DOMAIN_HOSTNAME_OWN'],
    ['a public suffix', 'co.uk', 'DOMAIN_HOSTNAME_PUBLIC_SUFFIX'],
    ['a private public suffix', 'github.io', 'DOMAIN_HOSTNAME_PUBLIC_SUFFIX'],
    ['a wildcard', '*.brand.test', 'DOMAIN_HOSTNAME_WILDCARD'],
    ['not a host name', 'https://qr.brand.test/x', 'DOMAIN_HOSTNAME_INVALID'],
    ['one label', 'intranet', 'DOMAIN_HOSTNAME_INVALID'],
  ])('refuses %s (%j) with %s', async (_what, hostname, code) => {
    refusing ??= await anOwner();
    const response = await refusing('POST', '/api/domains', { hostname });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(code);
  });

  it('refuses a missing or non-text hostname', async () => {
    refusing ??= await anOwner();
    expect((await refusing('POST', '/api/domains', {})).statusCode).toBe(400);
    expect((await refusing('POST', '/api/domains', { hostname: 42 })).statusCode).toBe(400);
    expect((await refusing('GET', '/api/domains')).json()).toEqual([]);
  });

  it('takes five domains per workspace, even when added at once, and refuses a sixth', async () => {
    const owner = await anOwner();
    const brand = aBrand();
    const answers = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((n) => owner('POST', '/api/domains', { hostname: `qr${n}.${brand}` })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 201, 201, 201, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused?.json().error).toBe('DOMAIN_LIMIT_REACHED');
    expect((await owner('GET', '/api/domains')).json()).toHaveLength(5);
  });

  it('answers 404 for another workspace’s domain, and for an id that is not one', async () => {
    const owner = await anOwner();
    const stranger = await anOwner();
    const domain = await added(owner, `qr.${aBrand()}`);
    for (const [method, url] of [
      ['POST', `/api/domains/${domain.id}/verify`],
      ['PATCH', `/api/domains/${domain.id}`],
      ['DELETE', `/api/domains/${domain.id}`],
      ['POST', '/api/domains/not-a-uuid/verify'],
    ] as const) {
      const response = await stranger(method, url, method === 'PATCH' ? { rootUrl: null } : undefined);
      expect(`${method} ${url}: ${response.statusCode} ${response.json().error}`).toBe(
        `${method} ${url}: 404 DOMAIN_NOT_FOUND`,
      );
    }
    expect((await stranger('GET', '/api/domains')).json()).toEqual([]);
    expect((await owner('GET', '/api/domains')).json()).toHaveLength(1);
  });

  it('lets owners and admins manage domains, editors only read them (to choose a code’s), and refuses viewers', async () => {
    const teamOwner = await aUser(server);
    const team = await aTeamWorkspace(server, teamOwner, 'Brand team');
    const members = {} as Record<'viewer' | 'editor' | 'admin', QrUser>;
    for (const role of ['viewer', 'editor', 'admin'] as const) {
      members[role] = await aUser(server, { subscribed: false });
      await addMember(server, team, members[role], role);
    }
    const domain = await added(as(members.admin, team), `qr.${aBrand()}`);
    expect((await as(members.editor, team)('GET', '/api/domains')).json()).toHaveLength(1);
    for (const role of ['viewer', 'editor'] as const) {
      const call = as(members[role], team);
      for (const [method, url, payload] of [
        ...(role === 'viewer' ? ([['GET', '/api/domains', undefined]] as const) : []),
        ['POST', '/api/domains', { hostname: `qr.${aBrand()}` }],
        ['POST', `/api/domains/${domain.id}/verify`, undefined],
        ['PATCH', `/api/domains/${domain.id}`, { rootUrl: 'https://example.com/' }],
        ['DELETE', `/api/domains/${domain.id}`, undefined],
      ] as const) {
        const response = await call(method, url, payload);
        expect(`${role} ${method} ${url}: ${response.statusCode} ${response.json().error}`).toBe(
          `${role} ${method} ${url}: 403 WORKSPACE_ROLE_TOO_LOW`,
        );
      }
    }
    expect((await as(teamOwner, team)('GET', '/api/domains')).json()).toHaveLength(1);
  });

  it('gives a hostname two workspaces added to the first that proves its TXT record', async () => {
    const [first, second] = [await anOwner(), await anOwner()];
    const hostname = `qr.${aBrand()}`;
    const [ofFirst, ofSecond] = [await added(first, hostname), await added(second, hostname)];
    await dns.setCname(hostname, TARGET);
    await dns.setTxt(`_liveqr-challenge.${hostname}`, tokenOf(ofSecond));
    expect((await second('POST', `/api/domains/${ofSecond.id}/verify`)).json().status).toBe('verified');

    // Now the first's token is there too: its records are right, but the second proved it first.
    await dns.setTxt(`_liveqr-challenge.${hostname}`, tokenOf(ofFirst));
    const late = await first('POST', `/api/domains/${ofFirst.id}/verify`);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ error: 'DOMAIN_HOSTNAME_TAKEN', status: 'pending' });
    expect(problemsOf(late.json())).toEqual(['HOSTNAME_TAKEN']);
    expect((await first('GET', '/api/domains')).json()[0]).toMatchObject({
      status: 'pending',
      problems: [{ code: 'HOSTNAME_TAKEN' }],
    });
    // Removed there, it is the first's to prove.
    expect((await second('DELETE', `/api/domains/${ofSecond.id}`)).statusCode).toBe(204);
    expect((await first('POST', `/api/domains/${ofFirst.id}/verify`)).json().status).toBe('verified');
  });

  it('verifies a hostname in one workspace only when both prove it at the same moment', async () => {
    const owners = [await anOwner(), await anOwner(), await anOwner()];
    const hostname = `qr.${aBrand()}`;
    const domains = await Promise.all(owners.map((owner) => added(owner, hostname)));
    await dns.setCname(hostname, TARGET);
    for (const domain of domains) await dns.setTxt(`_liveqr-challenge.${hostname}`, tokenOf(domain));
    const checks = await Promise.all(
      owners.map((owner, index) => owner('POST', `/api/domains/${domains[index].id}/verify`)),
    );
    expect(checks.map((check) => check.statusCode).sort()).toEqual([200, 409, 409]);
  });

  it('sets where / and unknown slugs go through the destination policy, and one verified default', async () => {
    const owner = await anOwner();
    const brand = aBrand();
    const [one, two] = [await added(owner, `qr.${brand}`), await added(owner, `go.${brand}`)];
    const patch = (id: string, payload: Record<string, unknown>) => owner('PATCH', `/api/domains/${id}`, payload);

    const saved = await patch(one.id, { rootUrl: 'https://example.com/', notFoundUrl: 'https://example.com/404' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ rootUrl: 'https://example.com/', notFoundUrl: 'https://example.com/404' });
    expect((await patch(one.id, { notFoundUrl: null })).json()).toMatchObject({
      rootUrl: 'https://example.com/',
      notFoundUrl: null,
    });
    expect((await patch(one.id, { rootUrl: 'ftp://example.com/' })).json().error).toBe('DOMAIN_URL_INVALID');
    expect((await patch(one.id, { rootUrl: 'http://127.0.0.1/admin' })).json().error).toBe('DOMAIN_URL_NOT_ALLOWED');
    expect((await patch(one.id, { isDefault: 'yes' })).statusCode).toBe(400);
    const unverified = await patch(one.id, { isDefault: true });
    expect(unverified.statusCode).toBe(409);
    expect(unverified.json().error).toBe('DOMAIN_NOT_VERIFIED');

    for (const domain of [one, two]) {
      await dns.setTxt(`_liveqr-challenge.${domain.hostname}`, tokenOf(domain));
      await dns.setCname(domain.hostname, TARGET);
      expect((await owner('POST', `/api/domains/${domain.id}/verify`)).json().status).toBe('verified');
    }
    expect((await patch(one.id, { isDefault: true })).json().isDefault).toBe(true);
    expect((await patch(two.id, { isDefault: true })).json().isDefault).toBe(true);
    const listed = (await owner('GET', '/api/domains')).json() as Array<{ hostname: string; isDefault: boolean }>;
    expect(listed.map(({ hostname, isDefault }) => [hostname, isDefault])).toEqual([
      [one.hostname, false],
      [two.hostname, true],
    ]);
  });

  it('takes 60 checks an hour per workspace, and refuses the next with 429 before asking DNS', async () => {
    const owner = await anOwner();
    const domain = await added(owner, `qr.${aBrand()}`);
    const checks = await Promise.all(
      Array.from({ length: 60 }, () => owner('POST', `/api/domains/${domain.id}/verify`)),
    );
    expect(checks.every((check) => check.statusCode === 200)).toBe(true);
    const refused = await owner('POST', `/api/domains/${domain.id}/verify`);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().retryAfterSeconds).toBeGreaterThan(0);
    // Another workspace's checks are counted apart.
    const other = await anOwner();
    const its = await added(other, `qr.${aBrand()}`);
    expect((await other('POST', `/api/domains/${its.id}/verify`)).statusCode).toBe(200);
  });

  it('removes a domain', async () => {
    const owner = await anOwner();
    const domain = await added(owner, `qr.${aBrand()}`);
    expect((await owner('DELETE', `/api/domains/${domain.id}`)).statusCode).toBe(204);
    expect((await owner('GET', '/api/domains')).json()).toEqual([]);
    expect((await owner('DELETE', `/api/domains/${domain.id}`)).statusCode).toBe(404);
  });
});
