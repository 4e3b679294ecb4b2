import { randomUUID } from 'node:crypto';
import { ScanRollup, ScanStore, ScheduledReports } from '@liveqr/api/scan-analytics';
import { startMailInbox, type MailInbox } from '@liveqr/api/testing';
import { aUser, createCode, qrApi, type QrUser } from '../qr-catalog/support/qr-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { withDatabase } from './support/scan-client';

describe('Scheduled summary mails', () => {
  let inbox: MailInbox;
  let first: TestServer;
  let second: TestServer;
  let owner: QrUser;
  let email: string;
  let codeId: string;
  // A Wednesday: the report due covers Monday 2026-11-16 to Sunday 2026-11-22.
  const now = new Date('2026-11-25T09:00:00Z');

  beforeAll(async () => {
    inbox = await startMailInbox();
    first = await startTestServer({ SMTP_URL: inbox.smtpUrl });
    second = await startTestServer({
      SMTP_URL: inbox.smtpUrl,
      DATABASE_URL: first.config.database.url as string,
      JWT_SECRET: first.config.jwtSecret,
    });
    owner = await aUser(first);
    email = (await first.inject({ method: 'GET', url: '/api/auth/session', cookies: owner.cookies })).json().user.email;
    const saved = await first.inject({
      method: 'PUT',
      url: '/api/profile',
      cookies: owner.cookies,
      payload: { firstName: 'Ada', language: 'de' },
    });
    expect(saved.statusCode).toBe(200);
    codeId = (
      await createCode(qrApi(first, owner), {
        type: 'website',
        name: 'Speisekarte',
        content: { url: 'https://example.com' },
      })
    ).id;
    await first.app.get(ScanStore).insert(
      ['2026-11-16T08:00:00Z', '2026-11-22T23:59:00Z', '2026-11-22T12:00:00Z', '2026-11-23T00:00:00Z'].map((at) => ({
        scanId: randomUUID(),
        qrCodeId: codeId,
        scannedAt: at,
        ipHash: randomUUID(),
        country: 'AT',
        city: null,
        operatingSystem: null,
        deviceType: 'mobile',
        browser: null,
        isBot: false,
      })),
    );
    await first.app.get(ScanRollup).run();
  });
  afterAll(async () => {
    await second.close();
    await first.close();
    await inbox.close();
  });

  const subscription = (frequency?: string) =>
    first.inject({
      method: frequency ? 'PUT' : 'GET',
      url: '/api/analytics/report-subscription',
      cookies: owner.cookies,
      ...(frequency ? { payload: { frequency } } : {}),
    });

  it('is off until asked for, and refuses an unknown rhythm', async () => {
    expect((await subscription()).json()).toEqual({ frequency: 'off' });
    expect((await subscription('daily')).statusCode).toBe(400);
    expect((await first.inject({ method: 'GET', url: '/api/analytics/report-subscription' })).statusCode).toBe(401);
  });

  it("sends the week's summary once, in the owner's language, however many servers check", async () => {
    expect((await subscription('weekly')).json()).toEqual({ frequency: 'weekly' });
    // Subscribed before the week ended: a subscription made since waits for the next week.
    expect(await first.app.get(ScheduledReports).sendDue(now)).toBe(0);
    await withDatabase(first, (client) =>
      client.query(`update analytics_report_subscriptions set created_at = '2026-11-01T00:00:00Z'`),
    );

    const sent = await Promise.all([
      first.app.get(ScheduledReports).sendDue(now),
      second.app.get(ScheduledReports).sendDue(new Date(now.getTime() + 3_600_000)),
    ]);
    expect(sent.reduce((sum, n) => sum + n, 0)).toBe(1);
    const mail = await inbox.nextMailTo(email, { containing: 'LiveQR-Bericht' });
    expect(mail.text).toContain('2026-11-16 bis 2026-11-22');
    expect(mail.text).toContain('3 Mal gescannt');
    expect(mail.text).toContain('- Speisekarte: 3 Scans');
    // Österreich (the inbox reads the mail's bytes one by one).
    expect(mail.text).toContain('sterreich: 3 Scans');

    expect(await first.app.get(ScheduledReports).sendDue(now)).toBe(0);
    expect(inbox.received.filter((m) => m.text.includes('LiveQR-Bericht'))).toHaveLength(1);
  });

  it('sends nothing once switched off', async () => {
    expect((await subscription('off')).json()).toEqual({ frequency: 'off' });
    expect(await second.app.get(ScheduledReports).sendDue(new Date('2026-12-02T09:00:00Z'))).toBe(0);
  });

  describe('of one folder', () => {
    const folderSubscription = (user: QrUser, folderId: string, frequency?: string) =>
      first.inject({
        method: frequency ? 'PUT' : 'GET',
        url: '/api/analytics/report-subscription',
        query: { folderId },
        cookies: user.cookies,
        ...(frequency ? { payload: { frequency } } : {}),
      });
    let terrace: string;

    beforeAll(async () => {
      const api = qrApi(first, owner);
      const folder = await api.folders.create({ name: 'Terrasse' });
      terrace = folder.json().id;
      const inside = await api.folders.create({ name: 'Tische', parentId: terrace });
      expect((await api.bulk('move', { ids: [codeId], folderId: inside.json().id })).statusCode).toBe(200);
      // A code outside the folder, scanned in the same week: not in the folder's report.
      const outside = (
        await createCode(api, { type: 'website', name: 'Plakat', content: { url: 'https://example.com' } })
      ).id;
      await first.app.get(ScanStore).insert(
        Array.from({ length: 5 }, () => ({
          scanId: randomUUID(),
          qrCodeId: outside,
          scannedAt: '2026-11-18T10:00:00Z',
          ipHash: randomUUID(),
          country: 'DE',
          city: null,
          operatingSystem: null,
          deviceType: 'mobile',
          browser: null,
          isBot: false,
        })),
      );
      await first.app.get(ScanRollup).run();
    });

    it("mails the week's figures of the folder and its subfolders only, beside the account's own setting", async () => {
      expect((await folderSubscription(owner, terrace)).json()).toEqual({ frequency: 'off' });
      expect((await folderSubscription(owner, terrace, 'weekly')).json()).toEqual({ frequency: 'weekly' });
      expect((await folderSubscription(owner, terrace)).json()).toEqual({ frequency: 'weekly' });
      expect((await subscription()).json()).toEqual({ frequency: 'off' });
      await withDatabase(first, (client) =>
        client.query(`update analytics_report_subscriptions set created_at = '2026-11-01T00:00:00Z'`),
      );

      expect(await first.app.get(ScheduledReports).sendDue(now)).toBe(1);
      const mail = await inbox.nextMailTo(email, { containing: 'Terrasse' });
      expect(mail.text).toContain('Unterordner');
      expect(mail.text).toContain('3 Mal gescannt');
      expect(mail.text).toContain('- Speisekarte: 3 Scans');
      expect(mail.text).not.toContain('Plakat');
      expect(mail.text).toContain(`/analytics?folder=${terrace}`);
      expect(await second.app.get(ScheduledReports).sendDue(now)).toBe(0);
    });

    it("answers 404 for someone else's folder and 400 for a malformed one", async () => {
      const stranger = await aUser(first);
      for (const frequency of [undefined, 'weekly']) {
        const response = await folderSubscription(stranger, terrace, frequency);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ error: 'folder_not_found' });
      }
      expect((await folderSubscription(owner, 'terrace', 'weekly')).statusCode).toBe(400);
      const [{ count }] = await withDatabase(
        first,
        async (client) =>
          (
            await client.query<{ count: string }>(
              'select count(*) from analytics_report_subscriptions where owner_id = $1',
              [stranger.id],
            )
          ).rows,
      );
      expect(Number(count)).toBe(0);
    });

    it('ends the subscription, unmailed, once its folder is deleted', async () => {
      expect((await qrApi(first, owner).folders.remove(terrace)).statusCode).toBe(200);
      expect(await first.app.get(ScheduledReports).sendDue(new Date('2026-12-02T09:00:00Z'))).toBe(0);
      const [{ count }] = await withDatabase(
        first,
        async (client) =>
          (
            await client.query<{ count: string }>(
              'select count(*) from analytics_report_subscriptions where folder_id = $1',
              [terrace],
            )
          ).rows,
      );
      expect(Number(count)).toBe(0);
    });
  });
});
