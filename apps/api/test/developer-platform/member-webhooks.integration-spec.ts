import { type MailInbox, startMailInbox } from '@liveqr/api/testing';
import { deleteAccount } from '../identity/support/identity-client';
import { aUser, type QrUser } from '../qr-catalog/support/qr-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { addMember, aTeamWorkspace, inWorkspace } from '../workspaces/support/workspaces';
import { startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver';

const LINK = /https:\/\/liveqr\.test\/invitations\/accept\?token=([\w-]+)/;

interface Message {
  type: string;
  data: { workspaceId: string; userId: string; role?: string; at: string };
}

describe('member.added and member.removed webhooks', () => {
  let server: TestServer;
  let inbox: MailInbox;
  /** One receiver per endpoint: each says what reached that endpoint alone. */
  let teamReceiver: WebhookReceiver;
  let codesReceiver: WebhookReceiver;
  let otherReceiver: WebhookReceiver;
  let owner: QrUser;
  let stranger: QrUser;
  let team: string;
  let otherTeam: string;

  async function anEndpoint(user: QrUser, workspaceId: string, url: string, events: string[]): Promise<string> {
    const response = await inWorkspace(server, user, workspaceId)('POST', '/api/webhooks', { url, events });
    expect(response.statusCode).toBe(201);
    return response.json().id;
  }
  const deliveries = async (user: QrUser, workspaceId: string, endpointId: string) =>
    (await inWorkspace(server, user, workspaceId)('GET', `/api/webhooks/${endpointId}/deliveries`)).json();
  const emailOf = async (user: QrUser): Promise<string> =>
    (await server.inject({ method: 'GET', url: '/api/auth/session', cookies: user.cookies })).json().user.email;

  beforeAll(async () => {
    inbox = await startMailInbox();
    server = await startTestServer({
      WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true',
      SMTP_URL: inbox.smtpUrl,
      PUBLIC_URL: 'https://liveqr.test',
    });
    [teamReceiver, codesReceiver, otherReceiver] = await Promise.all([
      startWebhookReceiver(),
      startWebhookReceiver(),
      startWebhookReceiver(),
    ]);
    [owner, stranger] = await Promise.all([
      aUser(server, { subscribed: false, verified: true }),
      aUser(server, { subscribed: false, verified: true }),
    ]);
    team = await aTeamWorkspace(server, owner);
    otherTeam = await aTeamWorkspace(server, stranger, 'Elsewhere');
  });
  afterAll(async () => {
    await Promise.all([teamReceiver, codesReceiver, otherReceiver].map((receiver) => receiver.close()));
    await server.close();
    await inbox.close();
  });

  it("tells the workspace's subscribed endpoints who joined (with the role) and who was removed or left; no other endpoint hears of it", async () => {
    await anEndpoint(owner, team, teamReceiver.url, ['member.added', 'member.removed']);
    const codesOnly = await anEndpoint(owner, team, codesReceiver.url, ['qr_code.created']);
    const elsewhere = await anEndpoint(stranger, otherTeam, otherReceiver.url, ['member.added', 'member.removed']);

    // Grace joins by an invitation's link and leaves again; Alan is removed by the owner.
    const grace = await aUser(server, { subscribed: false, verified: true });
    const graceEmail = await emailOf(grace);
    const invited = await inWorkspace(server, owner, team)('POST', `/api/workspaces/${team}/invitations`, {
      email: graceEmail,
      role: 'editor',
    });
    expect(invited.statusCode).toBe(201);
    const token = LINK.exec((await inbox.nextMailTo(graceEmail, { containing: 'invitations/accept' })).text)?.[1];
    const accepted = await server.inject({
      method: 'POST',
      url: '/api/invitations/accept',
      cookies: grace.cookies,
      payload: { token },
    });
    expect(accepted.statusCode).toBe(200);
    const left = await inWorkspace(server, grace, team)('DELETE', `/api/workspaces/${team}/members/${grace.id}`);
    expect(left.statusCode).toBe(204);
    const alan = await aUser(server, { subscribed: false });
    await addMember(server, team, alan, 'viewer');
    const removed = await inWorkspace(server, owner, team)('DELETE', `/api/workspaces/${team}/members/${alan.id}`);
    expect(removed.statusCode).toBe(204);

    const messages = (await teamReceiver.receivedCount(3)).map((message) => JSON.parse(message.body) as Message);
    const summary = messages.map(({ type, data }) => [type, data.workspaceId, data.userId, data.role ?? null]);
    expect(summary.sort()).toEqual(
      [
        ['member.added', team, grace.id, 'editor'],
        ['member.removed', team, alan.id, null],
        ['member.removed', team, grace.id, null],
      ].sort(),
    );
    for (const { data } of messages) expect(Date.parse(data.at)).not.toBeNaN();

    // Deliveries are logged for every subscriber at once: the others would have theirs by now.
    expect(await deliveries(owner, team, codesOnly)).toEqual([]);
    expect(await deliveries(stranger, otherTeam, elsewhere)).toEqual([]);
    expect(codesReceiver.received).toEqual([]);
    expect(otherReceiver.received).toEqual([]);
  });
  it('tells a workspace of a member who deleted their account as one who left, in its webhooks and its audit log', async () => {
    const receiver = await startWebhookReceiver();
    try {
      const studio = await aTeamWorkspace(server, owner, 'Studio');
      await anEndpoint(owner, studio, receiver.url, ['member.removed']);
      const ada = await aUser(server, { subscribed: false, verified: true });
      await addMember(server, studio, ada, 'editor');

      const deleted = await deleteAccount(server, ada.cookies);
      expect(deleted.statusCode).toBe(204);

      const [message] = await receiver.receivedCount(1);
      expect(JSON.parse(message.body)).toMatchObject({
        type: 'member.removed',
        data: { workspaceId: studio, userId: ada.id },
      });
      const audit = await inWorkspace(
        server,
        owner,
        studio,
      )('GET', `/api/workspaces/${studio}/audit-log?action=member.left`);
      expect(audit.json().items).toEqual([
        expect.objectContaining({ action: 'member.left', actor: expect.objectContaining({ userId: ada.id }) }),
      ]);
      const members = await inWorkspace(server, owner, studio)('GET', `/api/workspaces/${studio}/members`);
      expect(members.json().map((member: { userId: string }) => member.userId)).not.toContain(ada.id);
    } finally {
      await receiver.close();
    }
  });
});
