import { BackgroundJobs } from '@liveqr/api/platform';
import { startMailInbox, type MailInbox } from '@liveqr/api/testing';
import { fromBuffer, type Entry } from 'yauzl';
import { aUser, createCode, qrApi, type QrUser } from '../qr-catalog/support/qr-client';
import { scan } from '../scan-analytics/support/scan-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { csvRows, finishedJob } from './support';

const FORMULA = '=HYPERLINK("https://evil.example/x","Click me")';
const EXPORT = '/api/account/data-export';

/** Every file of a ZIP archive, by path, as text. */
function unzip(archive: Buffer): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    fromBuffer(archive, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const files = new Map<string, string>();
      zip.on('entry', (entry: Entry) =>
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks).toString('utf8'));
            zip.readEntry();
          });
        }),
      );
      zip.on('end', () => resolve(files));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

describe('download my data', () => {
  let server: TestServer;
  let inbox: MailInbox;
  let user: QrUser & { email: string };

  beforeAll(async () => {
    inbox = await startMailInbox();
    server = await startTestServer({ SMTP_URL: inbox.smtpUrl });
    const signedUp = await aUser(server);
    const session = await server.inject({ method: 'GET', url: '/api/auth/session', cookies: signedUp.cookies });
    user = { ...signedUp, email: session.json().user.email };
  });
  afterAll(async () => {
    await server.close();
    await inbox.close();
  });

  const get = (url: string, who: QrUser | null = user) =>
    server.inject({ method: 'GET', url, ...(who ? { cookies: who.cookies } : {}) });

  it('builds a ZIP of the whole account in the background and mails its owner a link in their language', async () => {
    const profile = await server.inject({
      method: 'PUT',
      url: '/api/profile',
      cookies: user.cookies,
      payload: { firstName: 'Ada', companyName: 'Analytical Engines', language: 'de' },
    });
    expect(profile.statusCode).toBe(200);
    const api = qrApi(server, user);
    const tracked = await createCode(api, { type: 'website', name: FORMULA, content: { url: 'example.com/a' } });
    await createCode(api, {
      type: 'wifi',
      name: 'Guest Wi-Fi',
      content: { ssid: 'Guests', password: 'secret-pass', encryption: 'WPA' },
    });
    const kit = await api.brandKits.create({ name: 'Navy', customization: { foreground: 'navy' } });
    expect(kit.statusCode).toBe(201);
    expect((await scan(server, tracked.slug)).statusCode).toBe(302);

    const started = await server.inject({ method: 'POST', url: EXPORT, cookies: user.cookies });
    expect(started.statusCode).toBe(202);
    // As it is when the answer is written: a worker may have taken it already.
    expect(started.json()).toMatchObject({
      kind: 'account_data_export',
      status: expect.stringMatching(/^(queued|running)$/),
    });
    const job = await finishedJob(server, user, started.json().id);
    expect(job).toMatchObject({ status: 'succeeded', resultAvailable: true });

    const mail = await inbox.nextMailTo(user.email, { containing: 'Ihre LiveQR-Daten' });
    const link = /https?:\/\/\S+\/api\/jobs\/\S+/.exec(mail.text)?.[0];
    expect(link).toContain(`/api/jobs/${job['id']}/result?expires=`);
    expect(mail.text).toContain('innerhalb von 7 Tagen');
    const path = new URL(link as string).pathname + new URL(link as string).search;

    const download = await get(path);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    expect(download.headers['content-disposition']).toMatch(/liveqr-data-\d{4}-\d\d-\d\d\.zip/);
    const files = await unzip(download.rawPayload);
    expect([...files.keys()].sort()).toEqual([
      'billing/subscription.json',
      'codes/codes.csv',
      'codes/codes.json',
      'designs/brand-kits.json',
      'profile/activity.json',
      'profile/profile.json',
      'scans/scans.csv',
    ]);

    const mine = JSON.parse(files.get('profile/profile.json') as string);
    expect(mine).toMatchObject({
      account: { id: user.id, email: user.email },
      profile: { companyName: 'Analytical Engines', language: 'de' },
    });
    expect(JSON.parse(files.get('profile/activity.json') as string)[0]).toMatchObject({ type: 'signed_up' });
    const codes = csvRows(files.get('codes/codes.csv') as string);
    expect(codes.map((code) => code['name']).sort()).toEqual(["'" + FORMULA, 'Guest Wi-Fi']);
    expect(JSON.parse(files.get('codes/codes.json') as string)).toHaveLength(2);
    expect(JSON.parse(files.get('designs/brand-kits.json') as string)).toEqual([
      expect.objectContaining({
        name: 'Navy',
        customization: expect.objectContaining({ foreground: { type: 'solid', colour: '#000080' } }),
      }),
    ]);
    const scans = csvRows(files.get('scans/scans.csv') as string);
    expect(scans).toHaveLength(1);
    expect(scans[0]).toMatchObject({ qr_code_id: tracked.id, qr_code_name: "'" + FORMULA });
    expect(JSON.parse(files.get('billing/subscription.json') as string)).toMatchObject({
      subscription: { status: 'active', plan: 'monthly', amountCents: 500, currency: 'usd' },
    });
  });

  it('hands the file only to its owner, signed in, through the unexpired link of the mail', async () => {
    const started = await server.inject({ method: 'POST', url: EXPORT, cookies: user.cookies });
    const id = started.json().id as string;
    await finishedJob(server, user, id);
    const jobs = server.app.get(BackgroundJobs);
    const link = new URL(jobs.signedResultUrl(id, 60));
    const path = link.pathname + link.search;

    expect((await get(path)).statusCode).toBe(200);
    const unsigned = await get(`/api/jobs/${id}/result`);
    expect([unsigned.statusCode, unsigned.json().error]).toEqual([403, 'download_link_invalid']);
    const forged = await get(path.replace(/signature=[^&]+/, 'signature=forged'));
    expect(forged.json().error).toBe('download_link_invalid');
    const expired = new URL(jobs.signedResultUrl(id, 60, new Date(Date.now() - 120_000)));
    const late = await get(expired.pathname + expired.search);
    expect([late.statusCode, late.json().error]).toEqual([410, 'download_link_expired']);
    const other = await aUser(server);
    const stranger = await get(path, other);
    expect([stranger.statusCode, stranger.json().error]).toEqual([404, 'job_not_found']);
    expect((await get(path, null)).statusCode).toBe(401);
  });

  it('gives a new account an archive with its empty parts, not an error', async () => {
    const fresh = await aUser(server, { subscribed: false });
    const started = await server.inject({ method: 'POST', url: EXPORT, cookies: fresh.cookies });
    const job = await finishedJob(server, fresh, started.json().id);
    expect(job['status']).toBe('succeeded');
    const link = new URL(server.app.get(BackgroundJobs).signedResultUrl(job['id'] as string, 60));
    const files = await unzip((await get(link.pathname + link.search, fresh)).rawPayload);
    expect(csvRows(files.get('codes/codes.csv') as string)).toEqual([]);
    expect(csvRows(files.get('scans/scans.csv') as string)).toEqual([]);
    expect(JSON.parse(files.get('billing/subscription.json') as string)).toEqual({ subscription: null });
  });
});
