import { MikroORM } from '@mikro-orm/postgresql';
import { aUser, type QrUser } from '../qr-catalog/support/qr-client';
import { createApiKey, withKey } from '../developer-platform/support/api-keys';
import { eventually } from '../developer-platform/support/webhook-receiver';
import { deleteAccount } from '../identity/support/identity-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { addMember, aTeamWorkspace, inWorkspace, subscribe } from './support/workspaces';

const WEBSITE = { type: 'website', name: 'Menu', content: { url: 'https://example.com/menu' } };

describe('workspaces, members and roles', () => {
  let server: TestServer;
  let owner: QrUser;
  let admin: QrUser;
  let editor: QrUser;
  let viewer: QrUser;
  let stranger: QrUser;
  let team: string;

  beforeAll(async () => {
    server = await startTestServer();
    [owner, admin, editor, viewer, stranger] = await Promise.all([
      aUser(server, { verified: true }),
      aUser(server, { subscribed: false, verified: true }),
      aUser(server, { subscribed: false }),
      aUser(server, { subscribed: false }),
      aUser(server, { verified: true }),
    ]);
    team = await aTeamWorkspace(server, owner);
    await addMember(server, team, admin, 'admin');
    await addMember(server, team, editor, 'editor');
    await addMember(server, team, viewer, 'viewer');
  });
  afterAll(() => server.close());

  it('lists the personal workspace first, then the teams, each with the caller’s role', async () => {
    const mine = await server.inject({ method: 'GET', url: '/api/workspaces', cookies: owner.cookies });
    expect(mine.json()).toEqual([
      { id: owner.id, name: null, personal: true, role: 'owner', members: 1 },
      { id: team, name: 'Café Lumière', personal: false, role: 'owner', members: 4 },
    ]);
    const theirs = await server.inject({ method: 'GET', url: '/api/workspaces', cookies: viewer.cookies });
    expect(theirs.json().map((w: { id: string; role: string }) => [w.id, w.role])).toEqual([
      [viewer.id, 'owner'],
      [team, 'viewer'],
    ]);
  });

  it('makes the personal workspace with the account, before anything lists it', async () => {
    const newcomer = await aUser(server, { subscribed: false });
    const rows = await server.app
      .get(MikroORM)
      .em.fork()
      .execute<Array<{ personal: boolean; role: string }>>(
        `select w.personal, m.role from workspaces w join workspace_members m on m.workspace_id = w.id
         where w.id = ? and m.user_id = ?`,
        [newcomer.id, newcomer.id],
      );
    expect(rows).toEqual([{ personal: true, role: 'owner' }]);
  });

  it('lists at most 100 workspaces, the personal one first, however many the person was invited into', async () => {
    const joiner = await aUser(server, { subscribed: false });
    await server.app
      .get(MikroORM)
      .em.getConnection()
      .execute(
        `with made as (
           insert into workspaces (id, name, personal, created_at)
           select gen_random_uuid(), 'Team ' || n, false, now() - n * interval '1 minute' from generate_series(1, 105) n
           returning id)
         insert into workspace_members (workspace_id, user_id, role, joined_at) select id, ?, 'viewer', now() from made`,
        [joiner.id],
      );
    const listed = await server.inject({ method: 'GET', url: '/api/workspaces', cookies: joiner.cookies });
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toHaveLength(100);
    expect(listed.json()[0]).toMatchObject({ id: joiner.id, personal: true, role: 'owner' });
    expect(listed.json()[1]).toMatchObject({ name: 'Team 105', role: 'viewer' });
  });

  it('refuses a blank or overlong name and malformed member ids with a 400, changing nothing', async () => {
    for (const name of ['', '   ', 'x'.repeat(101), 42]) {
      const created = await server.inject({
        method: 'POST',
        url: '/api/workspaces',
        cookies: owner.cookies,
        payload: { name },
      });
      expect([JSON.stringify(name).slice(0, 12), created.statusCode]).toEqual([JSON.stringify(name).slice(0, 12), 400]);
    }
    const asOwner = inWorkspace(server, owner, team);
    expect((await asOwner('PATCH', `/api/workspaces/${team}`, { name: '' })).statusCode).toBe(400);
    const transfer = await asOwner('POST', `/api/workspaces/${team}/transfer`, { userId: 'not-a-user' });
    expect(transfer.statusCode).toBe(400);
    const member = await asOwner('PATCH', `/api/workspaces/${team}/members/not-a-user`, { role: 'editor' });
    expect([member.statusCode, member.json().error]).toEqual([404, 'WORKSPACE_MEMBER_NOT_FOUND']);
    const listed = await server.inject({ method: 'GET', url: '/api/workspaces', cookies: owner.cookies });
    expect(listed.json().map((w: { name: string | null }) => w.name)).toEqual([null, 'Café Lumière']);
  });

  it('keeps each workspace’s codes apart; the plan belongs to the workspace', async () => {
    const asEditor = inWorkspace(server, editor, team);
    // A new team has no plan: it reads, but does not create, like a lapsed plan.
    const unpaid = await asEditor('POST', '/api/qr-codes', WEBSITE);
    expect([unpaid.statusCode, unpaid.json().error]).toEqual([402, 'subscription_required']);
    await subscribe(server, owner, team);
    const created = await asEditor('POST', '/api/qr-codes', WEBSITE);
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;

    // The editor's own personal workspace (no header) has no plan and does not see the team's code.
    const personal = await server.inject({ method: 'GET', url: `/api/qr-codes/${id}`, cookies: editor.cookies });
    expect(personal.statusCode).toBe(404);
    const ownersList = await inWorkspace(server, owner, team)('GET', '/api/qr-codes');
    expect(ownersList.json().items.map((item: { id: string }) => item.id)).toEqual([id]);
    const ownersPersonal = await server.inject({ method: 'GET', url: '/api/qr-codes', cookies: owner.cookies });
    expect(ownersPersonal.json().items).toEqual([]);
  });

  it('enforces each role on the server', async () => {
    await subscribe(server, owner, team).catch(() => undefined);
    const code = await inWorkspace(server, owner, team)('POST', '/api/qr-codes', { ...WEBSITE, name: 'Roles' });
    const id = code.json().id as string;

    const asViewer = inWorkspace(server, viewer, team);
    expect((await asViewer('GET', `/api/qr-codes/${id}`)).statusCode).toBe(200);
    expect((await asViewer('GET', `/api/qr-codes/${id}/image?format=svg`)).statusCode).toBe(200);
    expect((await asViewer('GET', `/api/analytics/qr-codes/${id}`)).statusCode).toBe(200);
    const refused = await asViewer('PATCH', `/api/qr-codes/${id}`, { name: 'Mine now' });
    expect([refused.statusCode, refused.json()]).toEqual([
      403,
      expect.objectContaining({ error: 'WORKSPACE_ROLE_TOO_LOW', requiredRole: 'editor' }),
    ]);
    expect((await asViewer('DELETE', `/api/qr-codes/${id}`)).statusCode).toBe(403);

    const asEditor = inWorkspace(server, editor, team);
    expect((await asEditor('PATCH', `/api/qr-codes/${id}`, { name: 'Renamed' })).statusCode).toBe(200);
    expect((await asEditor('GET', '/api/account/api-keys')).statusCode).toBe(403);
    expect((await asEditor('GET', '/api/webhooks')).statusCode).toBe(403);
    const promote = await asEditor('PATCH', `/api/workspaces/${team}/members/${viewer.id}`, { role: 'admin' });
    expect([promote.statusCode, promote.json().error]).toEqual([403, 'WORKSPACE_ROLE_TOO_LOW']);
    const billing = await inWorkspace(server, admin, team)('POST', '/api/billing/portal');
    expect([billing.statusCode, billing.json().error]).toEqual([403, 'WORKSPACE_ROLE_TOO_LOW']);
  });

  it('answers 404 for a workspace the caller is not in, whatever route names it', async () => {
    const asStranger = inWorkspace(server, stranger, team);
    for (const [method, url] of [
      ['GET', '/api/qr-codes'],
      ['POST', '/api/qr-codes'],
      ['GET', '/api/webhooks'],
    ] as const) {
      const response = await asStranger(method, url, method === 'POST' ? WEBSITE : undefined);
      expect([method, url, response.statusCode, response.json().error]).toEqual([
        method,
        url,
        404,
        'WORKSPACE_NOT_FOUND',
      ]);
    }
    for (const [method, url] of [
      ['GET', `/api/workspaces/${team}/members`],
      ['PATCH', `/api/workspaces/${team}`],
      ['DELETE', `/api/workspaces/${team}`],
    ] as const) {
      const response = await server.inject({ method, url, cookies: stranger.cookies, payload: { name: 'Taken' } });
      expect([url, response.statusCode, response.json().error]).toEqual([url, 404, 'WORKSPACE_NOT_FOUND']);
    }
    const malformed = await inWorkspace(server, owner, 'not-a-workspace')('GET', '/api/qr-codes');
    expect([malformed.statusCode, malformed.json().error]).toEqual([404, 'WORKSPACE_NOT_FOUND']);
  });

  it('changes roles, refuses to strand the workspace without its owner, and transfers ownership to an admin', async () => {
    const workspace = await aTeamWorkspace(server, owner, 'Agency');
    const [first, second] = await Promise.all([
      aUser(server, { subscribed: false }),
      aUser(server, { subscribed: false }),
    ]);
    await addMember(server, workspace, first, 'editor');
    await addMember(server, workspace, second, 'viewer');
    const asOwner = inWorkspace(server, owner, workspace);

    expect(
      (await asOwner('PATCH', `/api/workspaces/${workspace}/members/${second.id}`, { role: 'editor' })).statusCode,
    ).toBe(204);
    const ownerRole = await asOwner('PATCH', `/api/workspaces/${workspace}/members/${owner.id}`, { role: 'viewer' });
    expect([ownerRole.statusCode, ownerRole.json().error]).toEqual([409, 'WORKSPACE_OWNER_MUST_TRANSFER']);
    const leave = await asOwner('DELETE', `/api/workspaces/${workspace}/members/${owner.id}`);
    expect([leave.statusCode, leave.json().error]).toEqual([409, 'WORKSPACE_OWNER_MUST_TRANSFER']);
    const badRole = await asOwner('PATCH', `/api/workspaces/${workspace}/members/${first.id}`, { role: 'owner' });
    expect(badRole.statusCode).toBe(400);

    const toEditor = await asOwner('POST', `/api/workspaces/${workspace}/transfer`, { userId: first.id });
    expect([toEditor.statusCode, toEditor.json().error]).toEqual([409, 'WORKSPACE_TRANSFER_NEEDS_ADMIN']);
    const toStranger = await asOwner('POST', `/api/workspaces/${workspace}/transfer`, { userId: stranger.id });
    expect([toStranger.statusCode, toStranger.json().error]).toEqual([404, 'WORKSPACE_MEMBER_NOT_FOUND']);
    await asOwner('PATCH', `/api/workspaces/${workspace}/members/${first.id}`, { role: 'admin' });
    expect((await asOwner('POST', `/api/workspaces/${workspace}/transfer`, { userId: first.id })).statusCode).toBe(204);

    const members = await inWorkspace(server, second, workspace)('GET', `/api/workspaces/${workspace}/members`);
    expect(members.json().map((m: { userId: string; role: string }) => [m.userId, m.role])).toEqual([
      [first.id, 'owner'],
      [owner.id, 'admin'],
      [second.id, 'editor'],
    ]);
    // The old owner is an admin now: deleting the workspace is the new owner's alone.
    expect((await asOwner('DELETE', `/api/workspaces/${workspace}`)).statusCode).toBe(403);
    const personal = await server.inject({
      method: 'POST',
      url: `/api/workspaces/${owner.id}/transfer`,
      cookies: owner.cookies,
      payload: { userId: first.id },
    });
    expect([personal.statusCode, personal.json().error]).toEqual([409, 'WORKSPACE_PERSONAL_IS_FIXED']);
  });

  it('shuts a removed member out at once, and revokes their keys for the workspace', async () => {
    const workspace = await aTeamWorkspace(server, owner, 'Shop');
    await subscribe(server, owner, workspace);
    const member = await aUser(server, { subscribed: false, verified: true });
    await addMember(server, workspace, member, 'admin');
    const asMember = inWorkspace(server, member, workspace);
    const created = await asMember('POST', '/api/account/api-keys', { name: 'Sync', scopes: ['read', 'write'] });
    expect(created.statusCode).toBe(201);
    const key = created.json().secret as string;

    // The key acts on its own workspace without the header, and refuses any other.
    expect((await withKey(server, key, 'POST', '/api/v1/qr-codes', WEBSITE)).statusCode).toBe(201);
    const listed = await inWorkspace(server, owner, workspace)('GET', '/api/qr-codes');
    expect(listed.json().items).toHaveLength(1);
    const elsewhere = await server.inject({
      method: 'GET',
      url: '/api/v1/qr-codes',
      headers: { authorization: `Bearer ${key}`, 'liveqr-workspace': member.id },
    });
    expect([elsewhere.statusCode, elsewhere.json().error]).toEqual([403, 'API_KEY_OTHER_WORKSPACE']);

    // A key acts with its creator's role at most: demoted to viewer, it reads but no longer writes.
    await inWorkspace(server, owner, workspace)('PATCH', `/api/workspaces/${workspace}/members/${member.id}`, {
      role: 'viewer',
    });
    expect((await withKey(server, key, 'GET', '/api/v1/qr-codes')).statusCode).toBe(200);
    const write = await withKey(server, key, 'POST', '/api/v1/qr-codes', WEBSITE);
    expect([write.statusCode, write.json().error]).toEqual([403, 'WORKSPACE_ROLE_TOO_LOW']);

    const removed = await inWorkspace(
      server,
      owner,
      workspace,
    )('DELETE', `/api/workspaces/${workspace}/members/${member.id}`);
    expect(removed.statusCode).toBe(204);
    const after = await asMember('GET', '/api/qr-codes');
    expect([after.statusCode, after.json().error]).toEqual([404, 'WORKSPACE_NOT_FOUND']);
    const keyAfter = await withKey(server, key, 'GET', '/api/v1/qr-codes');
    expect([keyAfter.statusCode, keyAfter.json().error]).toEqual([401, 'API_KEY_REVOKED']);
    // The workspace keeps the code the member made.
    expect((await inWorkspace(server, owner, workspace)('GET', '/api/qr-codes')).json().items).toHaveLength(1);
  });

  it('lets a member leave, and deletes a team workspace with what it owns', async () => {
    const workspace = await aTeamWorkspace(server, owner, 'Pop-up');
    await subscribe(server, owner, workspace);
    const member = await aUser(server, { subscribed: false });
    await addMember(server, workspace, member, 'viewer');
    const left = await inWorkspace(
      server,
      member,
      workspace,
    )('DELETE', `/api/workspaces/${workspace}/members/${member.id}`);
    expect(left.statusCode).toBe(204);
    const asOwner = inWorkspace(server, owner, workspace);
    const code = await asOwner('POST', '/api/qr-codes', WEBSITE);
    expect(code.statusCode).toBe(201);
    expect((await asOwner('DELETE', `/api/workspaces/${workspace}`)).statusCode).toBe(204);
    const gone = await asOwner('GET', '/api/qr-codes');
    expect([gone.statusCode, gone.json().error]).toEqual([404, 'WORKSPACE_NOT_FOUND']);
    const personal = await server.inject({
      method: 'DELETE',
      url: `/api/workspaces/${owner.id}`,
      cookies: owner.cookies,
    });
    expect([personal.statusCode, personal.json().error]).toEqual([409, 'WORKSPACE_PERSONAL_IS_FIXED']);
  });

  it('takes the workspace from `?workspace=` where a link cannot send the header', async () => {
    const workspace = await aTeamWorkspace(server, owner, 'Downloads');
    await subscribe(server, owner, workspace);
    await inWorkspace(server, owner, workspace)('POST', '/api/qr-codes', { ...WEBSITE, name: 'Linked' });
    const exported = await server.inject({
      method: 'GET',
      url: `/api/qr-codes/export?format=csv&workspace=${workspace}`,
      cookies: owner.cookies,
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toContain('Linked');
    const outsider = await server.inject({
      method: 'GET',
      url: `/api/qr-codes/export?format=csv&workspace=${workspace}`,
      cookies: stranger.cookies,
    });
    expect([outsider.statusCode, outsider.json().error]).toEqual([404, 'WORKSPACE_NOT_FOUND']);
  });

  it('refuses to delete an account that owns a workspace others share, and deletes the ones it owned alone', async () => {
    const leaving = await aUser(server, { subscribed: false });
    const [shared, alone] = [
      await aTeamWorkspace(server, leaving, 'Shared'),
      await aTeamWorkspace(server, leaving, 'Alone'),
    ];
    const colleague = await aUser(server, { subscribed: false });
    await addMember(server, shared, colleague, 'admin');
    const deleteLeaving = () => deleteAccount(server, leaving.cookies);

    const refused = await deleteLeaving();
    expect([refused.statusCode, refused.json()]).toEqual([
      409,
      expect.objectContaining({ error: 'ACCOUNT_OWNS_SHARED_WORKSPACES', workspaces: ['Shared'] }),
    ]);
    await inWorkspace(server, leaving, shared)('POST', `/api/workspaces/${shared}/transfer`, { userId: colleague.id });
    expect((await deleteLeaving()).statusCode).toBe(204);

    // The account's memberships and workspaces go on its deletion event, just after the answer.
    const left = await eventually(async () => {
      const theirs = await server.inject({ method: 'GET', url: '/api/workspaces', cookies: colleague.cookies });
      const rows = theirs.json().map((w: { id: string; role: string; members: number }) => [w.id, w.role, w.members]);
      return rows.find(([id]: [string]) => id === shared)?.[2] === 1 ? rows : undefined;
    }, 'the deleted account to leave the shared workspace');
    expect(left).toEqual([
      [colleague.id, 'owner', 1],
      [shared, 'owner', 1],
    ]);
    const gone = await server.app
      .get(MikroORM)
      .em.getConnection()
      .execute('select id from workspaces where id in (?, ?)', [alone, leaving.id]);
    expect(gone).toEqual([]);
  });

  it('keeps an API key made before workspaces on its creator’s personal workspace', async () => {
    const key = await createApiKey(server, stranger);
    expect((await withKey(server, key.secret, 'POST', '/api/v1/qr-codes', WEBSITE)).statusCode).toBe(201);
    const own = await server.inject({ method: 'GET', url: '/api/qr-codes', cookies: stranger.cookies });
    expect(own.json().items).toHaveLength(1);
  });
});
