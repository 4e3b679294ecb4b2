import { CustomDomainsRepository, DomainRechecks, DomainVerification } from '@liveqr/api/domains';
import { type MailInbox, startMailInbox } from '@liveqr/api/testing';
import { MikroORM } from '@mikro-orm/postgresql';
import { eventually } from '../developer-platform/support/webhook-receiver';
import { aUser, type QrUser } from '../qr-catalog/support/qr-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { aTeamWorkspace, inWorkspace } from '../workspaces/support/workspaces';
import { startTestDns, type TestDns } from './support/dns-server';
import { addDomain, type AddedDomain, aHostname, pointAtUs as pointDnsAtUs, TARGET } from './support/domains';

const DAY = 24 * 60 * 60_000;

interface Entry {
  action: string;
  via: string;
  actor: { userId: string; apiKey: unknown };
  subject: { type: string; id: string; label: string | null };
}

/**
 * What the owner of a custom domain hears about it: mails (through a real SMTP server) when it
 * stays unverified, breaks, or is proved by another workspace first, and the audit log's entries.
 * Later days come from the sweep's clock or the domain's columns, never from waiting.
 */
describe('custom domains: mails to the owner and the audit log', () => {
  let dns: TestDns;
  let inbox: MailInbox;
  let server: TestServer;
  let owner: QrUser;
  let ownerEmail: string;

  const sql = <T extends object>(query: string, params: unknown[] = []) =>
    server.app.get(MikroORM).em.getConnection().execute<T[]>(query, params);
  const aWorkspace = async () => {
    const workspaceId = await aTeamWorkspace(server, owner, 'Brand');
    return { workspaceId, call: inWorkspace(server, owner, workspaceId) };
  };
  const added = addDomain;
  const pointAtUs = (domain: AddedDomain) => pointDnsAtUs(dns, domain);
  /** The mails received so far whose subject names this hostname so. */
  const mailsSaying = (subject: string) =>
    inbox.received.filter((mail) => mail.text.includes(`Subject: ${subject}`)).map((mail) => mail.text);
  const sweep = (at: number) => server.app.get(DomainRechecks).sweep(new Date(at));
  const logOf = (workspaceId: string, count: number) =>
    eventually(async () => {
      const response = await server.inject({
        method: 'GET',
        url: `/api/workspaces/${workspaceId}/audit-log`,
        query: { actor: owner.id },
        cookies: owner.cookies,
      });
      const items = (response.json() as { items: Entry[] }).items.filter((entry) => entry.subject.type === 'domain');
      return items.length >= count ? items.reverse() : undefined;
    }, `${count} domain entries in the audit log`);

  beforeAll(async () => {
    [dns, inbox] = await Promise.all([startTestDns(), startMailInbox()]);
    server = await startTestServer({
      DNS_SERVERS: dns.server,
      SMTP_URL: inbox.smtpUrl,
      PUBLIC_URL: 'https://liveqr.test',
      CUSTOM_DOMAIN_TARGET: TARGET,
    });
    owner = await aUser(server);
    [{ email: ownerEmail }] = await sql<{ email: string }>('select email from users where id = ?', [owner.id]);
  });
  afterAll(async () => {
    await server?.close();
    await Promise.all([dns?.stop(), inbox?.close()]);
  });

  it('reminds the owner of a domain still unverified after 3 and after 14 days, each once, naming its problems', async () => {
    const { workspaceId, call } = await aWorkspace();
    const domain = await added(call, aHostname());
    const [{ createdAt }] = await sql<{ createdAt: Date }>(
      'select created_at as "createdAt" from custom_domains where id = ?',
      [domain.id],
    );
    const addedAt = new Date(createdAt).getTime();
    const subject = `Your domain ${domain.hostname} is not verified yet`;

    await sweep(addedAt + 3 * DAY - 60_000);
    expect(mailsSaying(subject)).toEqual([]);
    // Two replicas' sweeps at once: one mail.
    await Promise.all([sweep(addedAt + 3 * DAY), sweep(addedAt + 3 * DAY)]);
    await sweep(addedAt + 5 * DAY);
    const [third] = mailsSaying(subject);
    expect(mailsSaying(subject)).toHaveLength(1);
    expect(third).toContain(`To: ${ownerEmail}`);
    expect(third).toContain(`You added ${domain.hostname} to LiveQR 3 days ago`);
    expect(third).toContain('The TXT record that proves the domain is yours is missing.');
    expect(third).toContain(`https://liveqr.test/w/${workspaceId}/domains`);
    expect(third).not.toContain('last reminder');

    await sweep(addedAt + 14 * DAY);
    await sweep(addedAt + 20 * DAY);
    expect(mailsSaying(subject)).toHaveLength(2);
    expect(mailsSaying(subject)[1]).toContain('14 days ago');
    expect(mailsSaying(subject)[1]).toContain('This is the last reminder.');
  });

  it('does not remind the owner of a domain verified in time, and reminds one first seen late once', async () => {
    const { call } = await aWorkspace();
    const verified = await added(call, aHostname());
    await pointAtUs(verified);
    expect((await call('POST', `/api/domains/${verified.id}/verify`)).json().status).toBe('verified');
    const late = await added(call, aHostname());
    // Added long before reminders existed: only the last one is due.
    await sql("update custom_domains set created_at = now() - interval '30 days' where id = ?", [late.id]);

    await sweep(Date.now());
    await sweep(Date.now() + 15 * DAY);
    expect(mailsSaying(`Your domain ${verified.hostname} is not verified yet`)).toEqual([]);
    const lateMails = mailsSaying(`Your domain ${late.hostname} is not verified yet`);
    expect(lateMails).toHaveLength(1);
    expect(lateMails[0]).toContain('30 days ago');
    expect(lateMails[0]).toContain('This is the last reminder.');
  });

  it('mails the owner once when a verified domain becomes misconfigured, naming the problem, and logs it in their name', async () => {
    const { workspaceId, call } = await aWorkspace();
    const domain = await added(call, aHostname());
    await pointAtUs(domain);
    expect((await call('POST', `/api/domains/${domain.id}/verify`)).json().status).toBe('verified');
    const subject = `Your domain ${domain.hostname} no longer points at LiveQR`;

    await dns.setCname(domain.hostname, 'elsewhere.brand.test');
    // Three failed checks, each due a day after the last (the verify above was the last).
    const start = Date.now();
    for (const day of [1, 2]) {
      await sweep(start + day * DAY + 60_000);
      expect(mailsSaying(subject)).toEqual([]);
    }
    // The third failure found by two replicas at once, each from the row as it was before: one mail.
    const before = await server.app.get(CustomDomainsRepository).find(workspaceId, domain.id);
    expect(before).toMatchObject({ status: 'verified', failedChecks: 2 });
    const verification = server.app.get(DomainVerification);
    if (before) await Promise.all([verification.check(before, null), verification.check(before, null)]);
    await sweep(start + 4 * DAY + 120_000);
    const mails = mailsSaying(subject);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('The last three checks');
    expect(mails[0]).toContain('The CNAME record points at another host than ours.');

    const entries = await logOf(workspaceId, 3);
    expect(
      entries.map(({ action, via, actor, subject: { id, label } }) => [action, via, actor.userId, id, label]),
    ).toEqual([
      ['domain.added', 'ui', owner.id, domain.id, domain.hostname],
      ['domain.verified', 'ui', owner.id, domain.id, domain.hostname],
      ['domain.misconfigured', 'system', owner.id, domain.id, domain.hostname],
    ]);

    // Verified again, then broken again: that is news again.
    await dns.setCname(domain.hostname, TARGET);
    expect((await call('POST', `/api/domains/${domain.id}/verify`)).json().status).toBe('verified');
    await dns.setCname(domain.hostname, 'elsewhere.brand.test');
    await sql("update custom_domains set failed_checks = 2, next_check_at = now() - interval '1 minute' where id = ?", [
      domain.id,
    ]);
    await sweep(Date.now());
    expect(mailsSaying(subject)).toHaveLength(2);
  });

  it('logs a background check’s verification as LiveQR’s, in the owner’s name', async () => {
    const { workspaceId, call } = await aWorkspace();
    const domain = await added(call, aHostname());
    await pointAtUs(domain);
    await sweep(Date.now() + 10 * 60_000);
    const [, verified] = await logOf(workspaceId, 2);
    expect(verified).toMatchObject({
      action: 'domain.verified',
      via: 'system',
      actor: { userId: owner.id, apiKey: null },
      subject: { type: 'domain', id: domain.id, label: domain.hostname },
    });
  });

  it('logs a person’s changes, disabling, enabling again (and the verification it brings) and removal in their name', async () => {
    const { workspaceId, call } = await aWorkspace();
    const domain = await added(call, aHostname());
    await pointAtUs(domain);
    expect((await call('POST', `/api/domains/${domain.id}/verify`)).statusCode).toBe(200);
    for (const body of [{ rootUrl: 'https://example.com/home' }, { enabled: false }, { enabled: true }]) {
      expect((await call('PATCH', `/api/domains/${domain.id}`, body)).statusCode).toBe(200);
    }
    expect((await call('DELETE', `/api/domains/${domain.id}`)).statusCode).toBe(204);
    const entries = await logOf(workspaceId, 7);
    expect(entries.map(({ action, via }) => `${action} ${via}`)).toEqual([
      'domain.added ui',
      'domain.verified ui',
      'domain.updated ui',
      'domain.disabled ui',
      'domain.enabled ui',
      'domain.verified ui',
      'domain.removed ui',
    ]);
    expect(entries.every(({ actor, subject }) => actor.userId === owner.id && subject.id === domain.id)).toBe(true);
  });

  it('tells each other workspace that added a hostname, once, when one proves it first', async () => {
    const [first, second, third] = [await aWorkspace(), await aWorkspace(), await aWorkspace()];
    const hostname = aHostname();
    const [winner, loser, late] = [
      await added(first.call, hostname),
      await added(second.call, hostname),
      await added(third.call, hostname),
    ];
    const subject = `${hostname} is verified in another workspace`;
    await pointAtUs(winner);
    expect((await first.call('POST', `/api/domains/${winner.id}/verify`)).json().status).toBe('verified');
    const told = mailsSaying(subject);
    expect(told).toHaveLength(2);
    for (const mail of told) {
      expect(mail).toContain(`_liveqr-challenge.${hostname}`);
      expect(mail).toContain('Another LiveQR workspace proved first');
    }
    expect(told.map((mail) => /\/w\/([0-9a-f-]{36})\/domains/.exec(mail)?.[1]).sort()).toEqual(
      [second.workspaceId, third.workspaceId].sort(),
    );

    // The loser proves its own token too: refused, and not mailed again.
    await dns.setTxt(`_liveqr-challenge.${hostname}`, loser.token);
    const refused = await second.call('POST', `/api/domains/${loser.id}/verify`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('DOMAIN_HOSTNAME_TAKEN');
    await sweep(Date.now() + 2 * DAY);
    expect(mailsSaying(subject)).toHaveLength(2);
    expect(late.id).not.toBe(winner.id);
  });
});
