import { randomBytes } from 'node:crypto';
import { WorkspacesRetention } from '@liveqr/api/workspaces';
import { MikroORM } from '@mikro-orm/postgresql';
import { withKey } from '../developer-platform/support/api-keys';
import { eventually } from '../developer-platform/support/webhook-receiver';
import { aUser, type QrUser } from '../qr-catalog/support/qr-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { addMember, aTeamWorkspace, inWorkspace, subscribe } from './support/workspaces';

interface Entry {
  id: string;
  occurredAt: string;
  action: string;
  via: 'ui' | 'api' | 'billing';
  actor: {
    userId: string;
    email: string | null;
    firstName: string | null;
    apiKey: { id: string; name: string | null; prefix: string | null } | null;
  };
  subject: { type: string; id: string; label: string | null };
  from: string | null;
  to: string | null;
}

interface Page {
  items: Entry[];
  nextCursor: string | null;
}

const MENU = 'https://example.com/menu';
const LUNCH = 'https://example.com/lunch';
const DINNER = 'https://example.com/dinner';

describe('the workspace audit log', () => {
  let server: TestServer;
  let owner: QrUser;
  let member: QrUser;
  let viewer: QrUser;
  let stranger: QrUser;
  let team: string;
  let codeId: string;
  let key: { id: string; secret: string; prefix: string };
  let memberEmail: string;

  /** The owner's page of the log with this query (`?actor=...&action=...`), the team's or another workspace's. */
  const read = async (query: Record<string, string> = {}, workspaceId = team): Promise<Page> => {
    const response = await server.inject({
      method: 'GET',
      url: `/api/workspaces/${workspaceId}/audit-log`,
      query,
      cookies: owner.cookies,
    });
    expect(response.statusCode).toBe(200);
    return response.json<Page>();
  };
  /**
   * Entries are written as their events are handled, just after the change's answer: a test that
   * reads their order waits for each before making the next.
   */
  const readWhen = (query: Record<string, string>, count: number, what: string, workspaceId = team): Promise<Page> =>
    eventually(async () => {
      const page = await read(query, workspaceId);
      return page.items.length >= count ? page : undefined;
    }, what);

  beforeAll(async () => {
    server = await startTestServer();
    [owner, member, viewer, stranger] = await Promise.all([
      aUser(server, { subscribed: false, verified: true }),
      aUser(server, { subscribed: false, verified: true }),
      aUser(server, { subscribed: false }),
      aUser(server, { subscribed: false }),
    ]);
    team = await aTeamWorkspace(server, owner);
    await subscribe(server, owner, team);
    await addMember(server, team, member, 'admin');
    await addMember(server, team, viewer, 'viewer');
    const asOwner = inWorkspace(server, owner, team);

    // The member makes a key while an admin, then becomes an editor: the key acts as an editor now.
    const created = await inWorkspace(server, member, team)('POST', '/api/account/api-keys', {
      name: 'Shop sync',
      scopes: ['read', 'write'],
    });
    expect(created.statusCode).toBe(201);
    key = created.json();
    const demoted = await asOwner('PATCH', `/api/workspaces/${team}/members/${member.id}`, { role: 'editor' });
    expect(demoted.statusCode).toBe(204);

    const code = await asOwner('POST', '/api/qr-codes', { type: 'website', name: 'Menu', content: { url: MENU } });
    expect(code.statusCode).toBe(201);
    codeId = code.json().id;

    // The editor changes where the code leads, once in the web app and once through the API.
    const throughUi = await inWorkspace(server, member, team)('PATCH', `/api/qr-codes/${codeId}`, {
      content: { url: LUNCH },
    });
    expect(throughUi.statusCode).toBe(200);
    await readWhen({ action: 'qr_code.destination_changed' }, 1, 'the change in the web app');
    const throughApi = await withKey(server, key.secret, 'PATCH', `/api/v1/qr-codes/${codeId}`, {
      content: { url: DINNER },
    });
    expect(throughApi.statusCode).toBe(200);

    const members = await asOwner('GET', `/api/workspaces/${team}/members`);
    memberEmail = members.json().find((m: { userId: string }) => m.userId === member.id).email;
  });
  afterAll(() => server.close());

  it('shows the owner both destination changes, newest first: old → new, who, and whether through the web app or the API', async () => {
    const { items } = await readWhen({ action: 'qr_code.destination_changed' }, 2, 'both destination changes');
    expect(items).toEqual([
      expect.objectContaining({
        action: 'qr_code.destination_changed',
        via: 'api',
        actor: {
          userId: member.id,
          email: memberEmail,
          firstName: 'Ada',
          apiKey: { id: key.id, name: 'Shop sync', prefix: key.prefix },
        },
        subject: { type: 'qr_code', id: codeId, label: expect.any(String) },
        from: LUNCH,
        to: DINNER,
      }),
      expect.objectContaining({
        action: 'qr_code.destination_changed',
        via: 'ui',
        actor: { userId: member.id, email: memberEmail, firstName: 'Ada', apiKey: null },
        subject: { type: 'qr_code', id: codeId, label: expect.any(String) },
        from: MENU,
        to: LUNCH,
      }),
    ]);
    expect(Date.parse(items[0].occurredAt)).toBeGreaterThanOrEqual(Date.parse(items[1].occurredAt));
  });

  it('records the other changes to the workspace: its creation, its plan, the key, the role, the code’s creation', async () => {
    const { items } = await readWhen({}, 7, 'every entry');
    expect(items.map((entry) => [entry.action, entry.actor.userId, entry.from, entry.to]).sort()).toEqual([
      ['api_key.created', member.id, null, null],
      ['member.role_changed', owner.id, 'admin', 'editor'],
      ['plan.activated', owner.id, 'none', 'active'],
      ['qr_code.created', owner.id, null, null],
      ['qr_code.destination_changed', member.id, LUNCH, DINNER],
      ['qr_code.destination_changed', member.id, MENU, LUNCH],
      ['workspace.created', owner.id, null, null],
    ]);
    const roleChange = items.find((entry) => entry.action === 'member.role_changed');
    expect(roleChange?.subject).toEqual({ type: 'member', id: member.id, label: memberEmail });
    expect(items.find((entry) => entry.action === 'api_key.created')?.subject.label).toBe('Shop sync');
    expect(items.find((entry) => entry.action === 'workspace.created')).toMatchObject({
      via: 'ui',
      subject: { type: 'workspace', id: team, label: 'Café Lumière' },
    });
    // Paid through the (test) checkout page by the owner: the web app.
    expect(items.find((entry) => entry.action === 'plan.activated')).toMatchObject({
      via: 'ui',
      actor: { userId: owner.id, apiKey: null },
      subject: { type: 'plan', id: team, label: null },
    });
  });

  it('filters by actor (a member or a key), by action and by code', async () => {
    const byMember = await read({ actor: member.id });
    expect(byMember.items.map((entry) => entry.action)).toEqual([
      'qr_code.destination_changed',
      'qr_code.destination_changed',
      'api_key.created',
    ]);
    const byKey = await read({ actor: key.id });
    expect(byKey.items.map((entry) => [entry.action, entry.to])).toEqual([['qr_code.destination_changed', DINNER]]);
    const byAction = await read({ action: 'member.role_changed' });
    expect(byAction.items.map((entry) => entry.subject.id)).toEqual([member.id]);

    const other = await inWorkspace(server, owner, team)('POST', '/api/qr-codes', {
      type: 'website',
      content: { url: 'https://example.com/other' },
    });
    await readWhen({ codeId: other.json().id }, 1, 'the other code’s creation');
    const byCode = await read({ codeId });
    expect(byCode.items.map((entry) => entry.action)).toEqual([
      'qr_code.destination_changed',
      'qr_code.destination_changed',
      'qr_code.created',
    ]);
    const unknown = await server.inject({
      method: 'GET',
      url: `/api/workspaces/${team}/audit-log?action=qr_code.renamed`,
      cookies: owner.cookies,
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('records a bulk change to many codes, one entry per code', async () => {
    const asOwner = inWorkspace(server, owner, team);
    const second = await asOwner('POST', '/api/qr-codes', {
      type: 'website',
      content: { url: 'https://example.com/2' },
    });
    const ids = [codeId, second.json().id as string];
    const off = await asOwner('POST', '/api/qr-codes/bulk/status', { ids, active: false });
    expect(off.json()).toEqual({ affected: 2 });
    const { items } = await readWhen({ action: 'qr_code.status_changed' }, 2, 'the bulk change');
    expect(items.map((entry) => [entry.subject.id, entry.to, entry.via]).sort()).toEqual(
      ids.map((id) => [id, 'inactive', 'ui']).sort(),
    );
  });

  it('records a bulk move or change of tags as an update of each code it changed, and none for a code it left alone', async () => {
    // A workspace of its own, so its folder and tag stay out of the other tests' counts.
    const studio = await aTeamWorkspace(server, owner, 'Bulk test');
    await subscribe(server, owner, studio);
    const asOwner = inWorkspace(server, owner, studio);
    const create = async (url: string) =>
      (await asOwner('POST', '/api/qr-codes', { type: 'website', content: { url } })).json().id as string;
    const [first, second] = [await create('https://example.com/a'), await create('https://example.com/b')];
    const folder = (await asOwner('POST', '/api/folders', { name: 'Autumn' })).json();
    const tag = (await asOwner('POST', '/api/tags', { name: 'Flyer', colour: '#1565c0' })).json();
    const updates = (count: number, what: string) => readWhen({ action: 'qr_code.updated' }, count, what, studio);

    const moved = await asOwner('POST', '/api/qr-codes/bulk/move', { ids: [first], folderId: folder.id });
    expect(moved.json()).toEqual({ affected: 1 });
    await updates(1, 'the move');
    const tagged = await asOwner('POST', '/api/qr-codes/bulk/tags', {
      ids: [first, second],
      add: [tag.id],
      remove: [],
    });
    expect(tagged.json()).toEqual({ affected: 2 });
    await updates(3, 'the tags');
    // Tagging again changes nothing, so it records nothing: the rename after it is the next entry.
    const again = await asOwner('POST', '/api/qr-codes/bulk/tags', { ids: [second], add: [tag.id], remove: [] });
    expect(again.json()).toEqual({ affected: 0 });
    await asOwner('PATCH', `/api/workspaces/${studio}`, { name: 'Bulk test 2' });
    await readWhen({ action: 'workspace.renamed' }, 1, 'the rename', studio);

    const { items } = await read({ action: 'qr_code.updated' }, studio);
    expect(items.map((entry) => [entry.subject.id, entry.actor.userId, entry.via]).sort()).toEqual(
      [first, first, second].map((id) => [id, owner.id, 'ui']).sort(),
    );
  });

  it('records folders, tags and the workspace’s name', async () => {
    const asOwner = inWorkspace(server, owner, team);
    const folder = (await asOwner('POST', '/api/folders', { name: 'Spring' })).json();
    await asOwner('DELETE', `/api/folders/${folder.id}`);
    await asOwner('POST', '/api/tags', { name: 'Print run', colour: '#2e7d32' });
    await asOwner('PATCH', `/api/workspaces/${team}`, { name: 'Café Lumière & Co' });
    const organised = ['folder.created', 'folder.deleted', 'tag.created', 'workspace.renamed'];
    const entries = await eventually(async () => {
      const mine = (await read({ actor: owner.id })).items.filter((entry) => organised.includes(entry.action));
      return mine.length === organised.length ? mine : undefined;
    }, 'the owner’s changes');
    expect(entries.map((entry) => [entry.action, entry.subject.label, entry.from, entry.to]).sort()).toEqual([
      ['folder.created', 'Spring', null, null],
      ['folder.deleted', 'Spring', null, null],
      ['tag.created', 'Print run', null, null],
      ['workspace.renamed', null, 'Café Lumière', 'Café Lumière & Co'],
    ]);
  });

  it('pages newest first with a cursor, a bounded page at a time', async () => {
    const all = await read({ codeId });
    const seen: string[] = [];
    let cursor: string | null | undefined;
    do {
      const page: Page = await read({ codeId, limit: '2', ...(cursor ? { cursor } : {}) });
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((entry) => entry.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all.items.map((entry) => entry.id));
    expect(seen.length).toBeGreaterThan(2);

    const tooMany = await server.inject({
      method: 'GET',
      url: `/api/workspaces/${team}/audit-log?limit=101`,
      cookies: owner.cookies,
    });
    expect(tooMany.statusCode).toBe(400);
    const badCursor = await server.inject({
      method: 'GET',
      url: `/api/workspaces/${team}/audit-log?cursor=yesterday`,
      cookies: owner.cookies,
    });
    expect(badCursor.statusCode).toBe(400);
  });

  it('exports the same filter as a CSV file', async () => {
    const response = await server.inject({
      method: 'GET',
      url: `/api/workspaces/${team}/audit-log/export?action=qr_code.destination_changed`,
      cookies: owner.cookies,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain('liveqr-audit-log.csv');
    const [header, ...lines] = response.body.trim().split('\n');
    expect(header).toBe(
      'occurred_at,action,via,actor_user_id,actor_email,api_key_name,api_key_prefix,subject_type,subject_id,subject,from,to',
    );
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain(`,qr_code.destination_changed,api,${member.id},${memberEmail},Shop sync,${key.prefix},`);
    expect(lines[0]).toContain(`,${LUNCH},${DINNER}`);
    expect(lines[1]).toContain(`,qr_code.destination_changed,ui,${member.id},${memberEmail},,,`);
  });

  it('is for the owner and admins only: a viewer and an editor are refused, a stranger finds nothing', async () => {
    for (const [who, user] of [
      ['viewer', viewer],
      ['editor', member],
    ] as const) {
      for (const url of [`/api/workspaces/${team}/audit-log`, `/api/workspaces/${team}/audit-log/export`]) {
        const response = await server.inject({ method: 'GET', url, cookies: user.cookies });
        expect([who, url, response.statusCode, response.json().error]).toEqual([
          who,
          url,
          403,
          'WORKSPACE_ROLE_TOO_LOW',
        ]);
      }
    }
    const outsider = await server.inject({
      method: 'GET',
      url: `/api/workspaces/${team}/audit-log`,
      cookies: stranger.cookies,
    });
    expect([outsider.statusCode, outsider.json().error]).toEqual([404, 'WORKSPACE_NOT_FOUND']);
    const viaKey = await withKey(server, key.secret, 'GET', `/api/workspaces/${team}/audit-log`);
    expect(viaKey.statusCode).toBe(403);
  });

  it('records invitations sent, renewed and revoked, with the address and the role; a repeated revocation adds nothing', async () => {
    const asOwner = inWorkspace(server, owner, team);
    const email = `invited.${randomBytes(4).toString('hex')}@example.com`;
    const sent = await asOwner('POST', `/api/workspaces/${team}/invitations`, { email, role: 'viewer' });
    expect(sent.statusCode).toBe(201);
    const id: string = sent.json().id;
    await readWhen({ action: 'invitation.sent' }, 1, 'the invitation');
    const renewed = await asOwner('POST', `/api/workspaces/${team}/invitations`, { email, role: 'editor' });
    expect([renewed.statusCode, renewed.json().id]).toEqual([201, id]);
    await readWhen({ action: 'invitation.sent' }, 2, 'the renewal');
    expect((await asOwner('DELETE', `/api/workspaces/${team}/invitations/${id}`)).statusCode).toBe(204);
    await readWhen({ action: 'invitation.revoked' }, 1, 'the revocation');
    expect((await asOwner('DELETE', `/api/workspaces/${team}/invitations/${id}`)).statusCode).toBe(204);
    // A later change, written after any second revocation would have been: the log has settled.
    await asOwner('PATCH', `/api/workspaces/${team}`, { name: 'Café Lumière' });
    await readWhen({ action: 'workspace.renamed' }, 2, 'the later rename');

    const entries = (await read({ limit: '100' })).items.filter((entry) => entry.subject.type === 'invitation');
    const subject = { type: 'invitation', id, label: email };
    expect(entries.map((entry) => [entry.action, entry.subject, entry.to, entry.actor.userId, entry.via])).toEqual([
      ['invitation.revoked', subject, null, owner.id, 'ui'],
      ['invitation.sent', subject, 'editor', owner.id, 'ui'],
      ['invitation.sent', subject, 'viewer', owner.id, 'ui'],
    ]);
  });

  it('records the plan paid and cancelled by the owner in the web app, once each: paying again or cancelling for the period’s end is no change of state', async () => {
    const shop = await aTeamWorkspace(server, owner, 'Plan test');
    const cancel = (when: 'period_end' | 'now') =>
      server.inject({
        method: 'POST',
        url: '/api/billing/test/portal',
        cookies: owner.cookies,
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'liveqr-workspace': shop },
        payload: `when=${when}`,
      });
    await subscribe(server, owner, shop);
    await readWhen({ action: 'plan.activated' }, 1, 'the payment', shop);
    await subscribe(server, owner, shop);
    expect((await cancel('period_end')).statusCode).toBe(303);
    expect((await cancel('now')).statusCode).toBe(303);
    await readWhen({ action: 'plan.cancelled' }, 1, 'the cancellation', shop);
    // The shop's rename comes after all of them: once it is in the log, so is (almost surely) any entry they made.
    await inWorkspace(server, owner, shop)('PATCH', `/api/workspaces/${shop}`, { name: 'Plan test 2' });
    await readWhen({ action: 'workspace.renamed' }, 1, 'the shop’s rename', shop);

    const { items } = await read({}, shop);
    const plan = items.filter((entry) => entry.subject.type === 'plan');
    expect(plan.map((entry) => [entry.action, entry.from, entry.to, entry.actor.userId, entry.via])).toEqual([
      ['plan.cancelled', 'active', 'cancelled', owner.id, 'ui'],
      ['plan.activated', 'none', 'active', owner.id, 'ui'],
    ]);
    expect(plan.every((entry) => entry.subject.id === shop)).toBe(true);
  });

  it('keeps entries for a year', async () => {
    const { items } = await read({ codeId });
    const [recent, old] = [items[0].id, items[items.length - 1].id];
    const sql = server.app.get(MikroORM).em.getConnection();
    await sql.execute(`update workspace_audit_log set occurred_at = now() - interval '11 months' where id = ?`, [
      recent,
    ]);
    await sql.execute(`update workspace_audit_log set occurred_at = now() - interval '13 months' where id = ?`, [old]);

    expect(await server.app.get(WorkspacesRetention).purge()).toMatchObject({ auditEntries: 1 });
    const after = (await read({ codeId })).items.map((entry) => entry.id);
    expect(after).toContain(recent);
    expect(after).not.toContain(old);
  });
});
