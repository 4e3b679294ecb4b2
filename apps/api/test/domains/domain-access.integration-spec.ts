import { withKey } from '../developer-platform/support/api-keys';
import { aUser, type QrUser } from '../qr-catalog/support/qr-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { addMember, aTeamWorkspace, inWorkspace } from '../workspaces/support/workspaces';
import { startTestDns, type TestDns } from './support/dns-server';
import { aHostname, TARGET } from './support/domains';

/** Who may manage a workspace's custom domains: its owner and admins, through the web app or an API key with its scope. */
describe('custom domains: roles and API keys', () => {
  let dns: TestDns;
  let server: TestServer;

  /** A key of a team workspace, made by its owner. */
  const aKey = async (owner: QrUser, workspaceId: string, scopes = ['read', 'write']) => {
    const response = await server.inject({
      method: 'POST',
      url: '/api/account/api-keys',
      cookies: owner.cookies,
      headers: { 'liveqr-workspace': workspaceId },
      payload: { name: 'Script', scopes },
    });
    expect(response.statusCode).toBe(201);
    return response.json().secret as string;
  };

  beforeAll(async () => {
    dns = await startTestDns();
    server = await startTestServer({
      DNS_SERVERS: dns.server,
      PUBLIC_URL: 'https://liveqr.test',
      CUSTOM_DOMAIN_TARGET: TARGET,
    });
  });
  afterAll(async () => {
    await server?.close();
    await dns?.stop();
  });

  it('lets the owner and an admin use every domain route', async () => {
    const owner = await aUser(server, { subscribed: false });
    const team = await aTeamWorkspace(server, owner, 'Brand team');
    const admin = await aUser(server, { subscribed: false });
    await addMember(server, team, admin, 'admin');
    for (const [role, user] of [
      ['owner', owner],
      ['admin', admin],
    ] as Array<[string, QrUser]>) {
      const call = inWorkspace(server, user, team);
      const hostname = aHostname();
      const add = await call('POST', '/api/domains', { hostname });
      const { id, records } = add.json() as { id: string; records: Array<{ type: string; value: string }> };
      await dns.setTxt(`_liveqr-challenge.${hostname}`, records.find((record) => record.type === 'TXT')?.value ?? '');
      await dns.setCname(hostname, TARGET);
      const answers = [
        ['POST /api/domains', add.statusCode],
        ['GET /api/domains', (await call('GET', '/api/domains')).statusCode],
        ['POST verify', (await call('POST', `/api/domains/${id}/verify`)).statusCode],
        [
          'PATCH',
          (await call('PATCH', `/api/domains/${id}`, { rootUrl: 'https://example.com/', isDefault: true })).statusCode,
        ],
        ['DELETE', (await call('DELETE', `/api/domains/${id}`)).statusCode],
      ];
      expect([role, answers]).toEqual([
        role,
        [
          ['POST /api/domains', 201],
          ['GET /api/domains', 200],
          ['POST verify', 200],
          ['PATCH', 200],
          ['DELETE', 204],
        ],
      ]);
    }
  });

  it('serves /api/v1/domains to an API key with the write scope, and refuses a read-only key a change', async () => {
    const owner = await aUser(server, { subscribed: false, verified: true });
    const team = await aTeamWorkspace(server, owner, 'Brand team');
    const writer = await aKey(owner, team);
    const reader = await aKey(owner, team, ['read']);

    const hostname = aHostname();
    const add = await withKey(server, writer, 'POST', '/api/v1/domains', { hostname });
    expect(add.statusCode).toBe(201);
    expect(add.json()).toMatchObject({ hostname, status: 'pending' });
    const listed = await withKey(server, writer, 'GET', '/api/v1/domains');
    expect(listed.json().map((domain: { hostname: string }) => domain.hostname)).toEqual([hostname]);

    expect((await withKey(server, reader, 'GET', '/api/v1/domains')).statusCode).toBe(200);
    const id = add.json().id as string;
    for (const [method, url, payload] of [
      ['POST', '/api/v1/domains', { hostname: aHostname() }],
      ['POST', `/api/v1/domains/${id}/verify`, undefined],
      ['PATCH', `/api/v1/domains/${id}`, { rootUrl: null }],
      ['DELETE', `/api/v1/domains/${id}`, undefined],
    ] as const) {
      const refused = await withKey(server, reader, method, url, payload);
      expect(`${method} ${url}: ${refused.statusCode} ${refused.json().error}`).toBe(
        `${method} ${url}: 403 API_KEY_SCOPE_MISSING`,
      );
    }
    expect((await withKey(server, writer, 'GET', '/api/v1/domains')).json()).toHaveLength(1);
  });

  it('refuses a key of another workspace the domain', async () => {
    const [ada, bob] = [
      await aUser(server, { subscribed: false, verified: true }),
      await aUser(server, { subscribed: false, verified: true }),
    ];
    const adaKey = await aKey(ada, await aTeamWorkspace(server, ada, 'Ada team'));
    const bobKey = await aKey(bob, await aTeamWorkspace(server, bob, 'Bob team'));
    const added = await withKey(server, adaKey, 'POST', '/api/v1/domains', { hostname: aHostname() });
    expect(added.statusCode).toBe(201);
    const id = added.json().id as string;
    const refused = await withKey(server, bobKey, 'DELETE', `/api/v1/domains/${id}`);
    expect([refused.statusCode, refused.json().error]).toEqual([404, 'DOMAIN_NOT_FOUND']);
    expect((await withKey(server, bobKey, 'GET', '/api/v1/domains')).json()).toEqual([]);
  });
});
