import { createHash, randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import { type MailInbox, startMailInbox } from '@liveqr/api/testing';
import { type Language, MAX_WORKSPACE_MEMBERS, WorkspaceMemberAddedEvent } from '@liveqr/shared/contracts';
import { WorkspacesRetention } from '@liveqr/api/workspaces';
import { EventBus, ofType } from '@nestjs/cqrs';
import type { Subscription } from 'rxjs';
import { cookiesOf, newAccount } from '../identity/support/identity-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { markEmailVerified } from '../support/verified-email';
import { addMember, aTeamWorkspace, inWorkspace } from './support/workspaces';

interface Person {
  id: string;
  email: string;
  cookies: Record<string, string>;
}

const LINK = /https:\/\/liveqr\.test\/invitations\/accept\?token=([\w-]+)/;

describe('invitations to a workspace', () => {
  let server: TestServer;
  let inbox: MailInbox;
  let owner: Person;
  let admin: Person;
  let editor: Person;
  let team: string;
  const joined: WorkspaceMemberAddedEvent[] = [];
  let subscription: Subscription;
  /** Each person signs up from an address of their own: the sign-up limit per address stays out of the way. */
  let signUps = 0;

  /** Signs a person up through identity's endpoint, the site shown in `language`. */
  async function aPerson({ email = newAccount().email, language = 'en' as Language, verified = true } = {}) {
    signUps += 1;
    const response = await server.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      remoteAddress: `10.${signUps}.0.1`,
      cookies: { 'liveqr.language': language },
      payload: newAccount({ email }),
    });
    if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
    const person: Person = { id: response.json().user.id, email, cookies: cookiesOf(response) };
    if (verified) await markEmailVerified(server, person.id);
    return person;
  }

  const sql = () => server.app.get(MikroORM).em.getConnection();
  const invite = (as: Person, workspaceId: string, payload: Record<string, unknown>) =>
    server.inject({
      method: 'POST',
      url: `/api/workspaces/${workspaceId}/invitations`,
      cookies: as.cookies,
      payload,
    });
  const list = (as: Person, workspaceId: string) =>
    server.inject({ method: 'GET', url: `/api/workspaces/${workspaceId}/invitations`, cookies: as.cookies });
  const revoke = (as: Person, workspaceId: string, invitationId: string) =>
    server.inject({
      method: 'DELETE',
      url: `/api/workspaces/${workspaceId}/invitations/${invitationId}`,
      cookies: as.cookies,
    });
  const accept = (as: Person, token: unknown) =>
    server.inject({ method: 'POST', url: '/api/invitations/accept', cookies: as.cookies, payload: { token } });
  const preview = (token: string) =>
    server.inject({ method: 'GET', url: '/api/invitations/preview', query: { token } });

  /** Invites `email` as `by`, failing loudly when refused; the invitation and its mailed link's token. */
  async function invited(email: string, role = 'editor', by = owner, workspaceId = team) {
    const response = await invite(by, workspaceId, { email, role });
    if (response.statusCode !== 201) throw new Error(`invitation failed: ${response.statusCode} ${response.body}`);
    const mail = await inbox.nextMailTo(email, { containing: 'invitations/accept' });
    const token = LINK.exec(mail.text)?.[1];
    if (!token) throw new Error(`no invitation link in:\n${mail.text}`);
    return {
      invitation: response.json() as { id: string; state: string; createdAt: string; expiresAt: string },
      token,
      mail,
    };
  }

  beforeAll(async () => {
    inbox = await startMailInbox();
    server = await startTestServer({ SMTP_URL: inbox.smtpUrl, PUBLIC_URL: 'https://liveqr.test' });
    subscription = server.app
      .get(EventBus)
      .pipe(ofType(WorkspaceMemberAddedEvent))
      .subscribe((event) => joined.push(event));
    owner = await aPerson({ language: 'de' });
    [admin, editor] = await Promise.all([aPerson(), aPerson()]);
    team = await aTeamWorkspace(server, owner);
    await addMember(server, team, admin, 'admin');
    await addMember(server, team, editor, 'editor');
  });
  afterAll(async () => {
    subscription.unsubscribe();
    await server.close();
    await inbox.close();
  });

  it('mails a link in the inviter’s language that lets the invited person join in the role, confirming their address', async () => {
    const email = newAccount().email;
    const { invitation, token, mail } = await invited(email.toUpperCase(), 'editor');
    expect(invitation).toEqual({
      id: expect.any(String),
      email: email.toUpperCase(),
      role: 'editor',
      state: 'pending',
      invitedBy: owner.id,
      createdAt: expect.any(String),
      expiresAt: expect.any(String),
    });
    expect(Date.parse(invitation.expiresAt) - Date.parse(invitation.createdAt)).toBe(7 * 24 * 60 * 60 * 1000);
    expect(mail.text).toContain(`Ada (${owner.email}) hat Sie eingeladen`);
    expect(mail.text).toContain('bei LiveQR als Bearbeiter beizutreten');
    expect(mail.text).toContain('Der Link funktioniert einmal und 7 Tage lang.');

    const shown = await preview(token);
    expect([shown.statusCode, shown.json()]).toEqual([
      200,
      {
        workspaceName: 'Café Lumière',
        role: 'editor',
        email: email.toUpperCase(),
        invitedBy: 'Ada',
        expiresAt: invitation.expiresAt,
      },
    ]);

    // They sign up from the link with the invited address and have not opened the verification mail.
    const grace = await aPerson({ email, verified: false });
    const accepted = await accept(grace, token);
    expect([accepted.statusCode, accepted.json()]).toEqual([200, { workspaceId: team }]);
    const session = await server.inject({ method: 'GET', url: '/api/auth/session', cookies: grace.cookies });
    expect(session.json().user.emailVerified).toBe(true);

    const members = await inWorkspace(server, grace, team)('GET', `/api/workspaces/${team}/members`);
    expect(members.json()).toContainEqual(expect.objectContaining({ userId: grace.id, role: 'editor' }));
    expect((await list(owner, team)).json()).toContainEqual(
      expect.objectContaining({ id: invitation.id, state: 'accepted' }),
    );
    expect(joined).toContainEqual(
      new WorkspaceMemberAddedEvent(team, grace.id, 'editor', { userId: grace.id, apiKeyId: null }),
    );
  });

  it('refuses another account’s session and leaves the invitation to the invited one', async () => {
    const email = newAccount().email;
    const { token } = await invited(email, 'viewer');
    const other = await aPerson({ verified: false });
    const refused = await accept(other, token);
    expect([refused.statusCode, refused.json().error]).toEqual([403, 'WORKSPACE_INVITATION_OTHER_ACCOUNT']);
    // The other account's own address was not confirmed by someone else's invitation.
    const session = await server.inject({ method: 'GET', url: '/api/auth/session', cookies: other.cookies });
    expect(session.json().user.emailVerified).toBe(false);
    expect((await inWorkspace(server, other, team)('GET', '/api/qr-codes')).statusCode).toBe(404);

    const invitee = await aPerson({ email });
    expect((await accept(invitee, token)).statusCode).toBe(200);
  });

  it('refuses an unknown, expired, revoked or used link, each with its own code', async () => {
    const person = await aPerson();
    const unknown = await accept(person, 'no-such-token');
    expect([unknown.statusCode, unknown.json().error]).toEqual([404, 'WORKSPACE_INVITATION_NOT_FOUND']);

    // Expired and revoked links are refused before the address is looked at: any account sees why.
    const expiring = await invited(newAccount().email);
    await sql().execute(`update workspace_invitations set expires_at = now() - interval '1 second' where id = ?`, [
      expiring.invitation.id,
    ]);
    for (const response of [await accept(person, expiring.token), await preview(expiring.token)]) {
      expect([response.statusCode, response.json().error]).toEqual([410, 'WORKSPACE_INVITATION_EXPIRED']);
    }

    const withdrawn = await invited(newAccount().email);
    expect((await revoke(admin, team, withdrawn.invitation.id)).statusCode).toBe(204);
    expect((await revoke(admin, team, withdrawn.invitation.id)).statusCode).toBe(204);
    for (const response of [await accept(person, withdrawn.token), await preview(withdrawn.token)]) {
      expect([response.statusCode, response.json().error]).toEqual([410, 'WORKSPACE_INVITATION_REVOKED']);
    }

    const used = await invited(person.email);
    expect((await accept(person, used.token)).statusCode).toBe(200);
    const again = await accept(person, used.token);
    expect([again.statusCode, again.json().error]).toEqual([409, 'WORKSPACE_INVITATION_USED']);
    const revokeUsed = await revoke(admin, team, used.invitation.id);
    expect([revokeUsed.statusCode, revokeUsed.json().error]).toEqual([409, 'WORKSPACE_INVITATION_USED']);

    const states = (await list(admin, team)).json() as Array<{ id: string; state: string }>;
    expect(
      [expiring, withdrawn, used].map(({ invitation }) => states.find((row) => row.id === invitation.id)?.state),
    ).toEqual(['expired', 'revoked', 'accepted']);
  });

  it('lets exactly one of 20 concurrent accepts through', async () => {
    const person = await aPerson();
    const { token } = await invited(person.email, 'admin');
    const answers = await Promise.all(Array.from({ length: 20 }, () => accept(person, token)));
    const statuses = answers.map((answer) => `${answer.statusCode} ${answer.json().error ?? ''}`.trim());
    expect(statuses.filter((status) => status === '200')).toHaveLength(1);
    expect(statuses.filter((status) => status === '409 WORKSPACE_INVITATION_USED')).toHaveLength(19);
    const [memberships] = await sql().execute<Array<{ count: number }>>(
      'select count(*)::int as count from workspace_members where workspace_id = ? and user_id = ?',
      [team, person.id],
    );
    expect(memberships?.count).toBe(1);
    expect(joined.filter((event) => event.userId === person.id)).toHaveLength(1);
  });

  it('refuses to invite a member, whatever the letter case of their address', async () => {
    const refused = await invite(owner, team, { email: editor.email.toUpperCase(), role: 'admin' });
    expect([refused.statusCode, refused.json().error]).toEqual([409, 'WORKSPACE_ALREADY_MEMBER']);
  });

  it('counts pending invitations against the member limit, renews an address’s open invitation, and frees a seat on revoke', async () => {
    const workspace = await aTeamWorkspace(server, owner, 'Agency');
    const pending = [];
    for (let seat = 1; seat < MAX_WORKSPACE_MEMBERS; seat++)
      pending.push(await invited(newAccount().email, 'viewer', owner, workspace));
    const full = await invite(owner, workspace, { email: newAccount().email, role: 'viewer' });
    expect([full.statusCode, full.json().error]).toEqual([409, 'WORKSPACE_MEMBER_LIMIT_REACHED']);

    // Inviting a pending address again renews its invitation (a new role and link) and takes no seat.
    const first = pending[0];
    if (!first) throw new Error('no invitation');
    const email = first.mail.to[0] ?? '';
    const renewed = await invited(email, 'admin', owner, workspace);
    expect(renewed.invitation.id).toBe(first.invitation.id);
    expect((await preview(first.token)).json().error).toBe('WORKSPACE_INVITATION_NOT_FOUND');
    expect((await preview(renewed.token)).json().role).toBe('admin');
    expect((await list(owner, workspace)).json()).toHaveLength(MAX_WORKSPACE_MEMBERS - 1);

    expect((await revoke(owner, workspace, first.invitation.id)).statusCode).toBe(204);
    expect((await invite(owner, workspace, { email: newAccount().email, role: 'viewer' })).statusCode).toBe(201);
  });

  it('refuses an accept past the member limit and keeps the invitation pending', async () => {
    const workspace = await aTeamWorkspace(server, owner, 'Pop-up');
    const person = await aPerson();
    const { invitation, token } = await invited(person.email, 'viewer', owner, workspace);
    // Seats taken meanwhile by other ways in (the test's short way: rows of their own).
    for (let seat = 1; seat < MAX_WORKSPACE_MEMBERS; seat++) {
      await addMember(server, workspace, { id: randomUUID(), cookies: {} }, 'viewer');
    }
    const refused = await accept(person, token);
    expect([refused.statusCode, refused.json().error]).toEqual([409, 'WORKSPACE_MEMBER_LIMIT_REACHED']);
    expect((await list(owner, workspace)).json()).toContainEqual(
      expect.objectContaining({ id: invitation.id, state: 'pending' }),
    );
  });

  it('lets admins and the owner invite, list and revoke, nobody else, and only in their workspace', async () => {
    for (const [method, url] of [
      ['POST', `/api/workspaces/${team}/invitations`],
      ['GET', `/api/workspaces/${team}/invitations`],
      ['DELETE', `/api/workspaces/${team}/invitations/${randomUUID()}`],
    ] as const) {
      const payload = method === 'POST' ? { email: newAccount().email, role: 'viewer' } : undefined;
      const asEditor = await server.inject({ method, url, cookies: editor.cookies, payload });
      expect([url, asEditor.statusCode, asEditor.json().error]).toEqual([url, 403, 'WORKSPACE_ROLE_TOO_LOW']);
      const stranger = await server.inject({ method, url, cookies: (await aPerson()).cookies, payload });
      expect([url, stranger.statusCode, stranger.json().error]).toEqual([url, 404, 'WORKSPACE_NOT_FOUND']);
    }
    expect((await invite(admin, team, { email: newAccount().email, role: 'admin' })).statusCode).toBe(201);

    // An invitation of another workspace is not found through this one, nor is a malformed id.
    const other = await aTeamWorkspace(server, admin, 'Elsewhere');
    const { invitation } = await invited(newAccount().email, 'viewer', admin, other);
    for (const id of [invitation.id, 'not-an-id']) {
      const response = await revoke(owner, team, id);
      expect([response.statusCode, response.json().error]).toEqual([404, 'WORKSPACE_INVITATION_NOT_FOUND']);
    }
    expect((await list(owner, team)).json()).not.toContainEqual(expect.objectContaining({ id: invitation.id }));

    const personal = await invite(owner, owner.id, { email: newAccount().email, role: 'viewer' });
    expect([personal.statusCode, personal.json().error]).toEqual([409, 'WORKSPACE_PERSONAL_NOT_SHARED']);
  });

  it('refuses a malformed address, role or token', async () => {
    for (const payload of [
      { email: 'not-an-address', role: 'viewer' },
      { email: newAccount().email, role: 'owner' },
      { email: newAccount().email },
      { role: 'viewer' },
    ]) {
      const response = await invite(owner, team, payload);
      expect([JSON.stringify(payload), response.statusCode]).toEqual([JSON.stringify(payload), 400]);
    }
    expect((await accept(owner, 42)).statusCode).toBe(400);
    expect((await server.inject({ method: 'GET', url: '/api/invitations/preview' })).statusCode).toBe(400);
    const signedOut = await server.inject({ method: 'POST', url: '/api/invitations/accept', payload: { token: 'x' } });
    expect(signedOut.statusCode).toBe(401);
  });

  it('forgets invitations 90 days after they were accepted, revoked or expired, and keeps the others', async () => {
    // A team of its own: the shared one is near its member limit.
    const studio = await aTeamWorkspace(server, owner, 'Studio');
    const person = await aPerson();
    const accepted = await invited(person.email, 'editor', owner, studio);
    expect((await accept(person, accepted.token)).statusCode).toBe(200);
    const revoked = await invited(newAccount().email, 'editor', owner, studio);
    expect((await revoke(owner, studio, revoked.invitation.id)).statusCode).toBe(204);
    const [expired, open] = [
      await invited(newAccount().email, 'editor', owner, studio),
      await invited(newAccount().email, 'editor', owner, studio),
    ];
    const age = (column: string, days: number, id: string) =>
      sql().execute(`update workspace_invitations set ${column} = now() - make_interval(days => ?) where id = ?`, [
        days,
        id,
      ]);
    await age('accepted_at', 91, accepted.invitation.id);
    await age('revoked_at', 89, revoked.invitation.id);
    await age('expires_at', 91, expired.invitation.id);

    expect(await server.app.get(WorkspacesRetention).purge()).toMatchObject({ invitations: 2 });
    const kept = ((await list(owner, studio)).json() as Array<{ id: string }>).map((row) => row.id);
    expect(kept).toEqual(expect.arrayContaining([revoked.invitation.id, open.invitation.id]));
    expect(kept).not.toContain(accepted.invitation.id);
    expect(kept).not.toContain(expired.invitation.id);
    // Its link is then only not valid; the membership it gave stays.
    const gone = await preview(accepted.token);
    expect([gone.statusCode, gone.json().error]).toEqual([404, 'WORKSPACE_INVITATION_NOT_FOUND']);
    const members = (await inWorkspace(server, owner, studio)('GET', `/api/workspaces/${studio}/members`)).json();
    expect(members.map((member: { userId: string }) => member.userId)).toContain(person.id);
  });

  it('stores the link’s token only as its digest', async () => {
    const { invitation, token } = await invited(newAccount().email);
    const rows = await sql().execute<Array<{ token_hash: string }>>(
      'select token_hash from workspace_invitations where id = ?',
      [invitation.id],
    );
    expect(rows).toEqual([{ token_hash: createHash('sha256').update(token).digest('hex') }]);
  });
});
