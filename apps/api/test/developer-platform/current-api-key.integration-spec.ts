import { aUser, type QrUser } from '../qr-catalog/support/qr-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { addMember, aTeamWorkspace } from '../workspaces/support/workspaces';
import { createApiKey, withKey } from './support/api-keys';

const CURRENT = '/api/v1/api-keys/current';

describe('GET /api/v1/api-keys/current: the key describes itself', () => {
  let server: TestServer;
  let owner: QrUser;

  beforeAll(async () => {
    server = await startTestServer();
    owner = await aUser(server, { verified: true });
  });
  afterAll(() => server.close());

  it('answers a personal key: name, prefix, scopes, expiry, workspace and role, never the secret', async () => {
    const key = await createApiKey(server, owner, {
      name: 'Nightly sync',
      scopes: ['read'],
      expiresAt: '2099-01-01T00:00:00.000Z',
    });
    const response = await withKey(server, key.secret, 'GET', CURRENT);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: key.id,
      name: 'Nightly sync',
      prefix: expect.stringMatching(/^lq_live_/),
      scopes: ['read'],
      expiresAt: '2099-01-01T00:00:00.000Z',
      workspace: { id: owner.id, name: null, personal: true },
      role: 'owner',
    });
    expect(key.secret.startsWith(response.json().prefix)).toBe(true);
    expect(response.body).not.toContain(key.secret);
  });

  it("names a team workspace, and gives the role of the key's creator there", async () => {
    const teamId = await aTeamWorkspace(server, owner, 'Café Lumière');
    const admin = await aUser(server, { verified: true });
    await addMember(server, teamId, admin, 'admin');
    const created = await server.inject({
      method: 'POST',
      url: '/api/account/api-keys',
      cookies: admin.cookies,
      headers: { 'liveqr-workspace': teamId },
      payload: { name: 'Team script', scopes: ['read', 'write'] },
    });
    expect(created.statusCode).toBe(201);
    const response = await withKey(server, created.json().secret, 'GET', CURRENT);
    expect(response.json()).toMatchObject({
      name: 'Team script',
      scopes: ['read', 'write'],
      workspace: { id: teamId, name: 'Café Lumière', personal: false },
      role: 'admin',
    });
  });

  it('refuses a session, no key and a revoked key', async () => {
    expect((await server.inject({ method: 'GET', url: CURRENT, cookies: owner.cookies })).statusCode).toBe(401);
    expect((await server.inject({ method: 'GET', url: CURRENT })).statusCode).toBe(401);
    const key = await createApiKey(server, owner);
    await server.inject({ method: 'DELETE', url: `/api/account/api-keys/${key.id}`, cookies: owner.cookies });
    expect((await withKey(server, key.secret, 'GET', CURRENT)).statusCode).toBe(401);
  });
});
