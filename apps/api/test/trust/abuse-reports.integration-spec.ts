import { Client } from 'pg';
import { aUser, createCode, qrApi, type QrApi, type QrUser } from '../qr-catalog/support/qr-client';
import { scan, scansOf } from '../scan-analytics/support/scan-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { TEST_PASSWORD } from '../support/test-password';

const OPERATOR_EMAIL = 'ops@liveqr.test';

describe('Abuse reports, the interstitial and the operators’ review', () => {
  let server: TestServer;
  let owner: QrUser;
  let api: QrApi;
  let operator: QrUser;

  const report = (id: string, ip: string, payload: Record<string, unknown> = { reason: 'phishing' }) =>
    server.inject({ method: 'POST', url: `/api/public/qr-codes/${id}/reports`, payload, remoteAddress: ip });
  const reviewList = (user: QrUser | undefined, status = 'open') =>
    server.inject({ method: 'GET', url: '/api/operator/reports', query: { status }, cookies: user?.cookies });
  const review = (id: string, action: 'clear' | 'disable', user: QrUser = operator) =>
    server.inject({ method: 'POST', url: `/api/operator/reports/${id}/${action}`, cookies: user.cookies });

  async function reportedByThree(id: string) {
    for (const ip of ['198.51.100.1', '198.51.100.2', '198.51.100.3'])
      expect((await report(id, ip)).statusCode).toBe(204);
  }

  beforeAll(async () => {
    server = await startTestServer({ ADMIN_EMAILS: `someone@else.test, ${OPERATOR_EMAIL.toUpperCase()}` });
    owner = await aUser(server);
    api = qrApi(server, owner);
    const signUp = await server.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: {
        firstName: 'Op',
        lastName: 'Erator',
        email: OPERATOR_EMAIL,
        password: TEST_PASSWORD,
        confirmPassword: TEST_PASSWORD,
      },
    });
    operator = { id: signUp.json().user.id, cookies: Object.fromEntries(signUp.cookies.map((c) => [c.name, c.value])) };
  });
  afterAll(() => server.close());

  describe('reporting', () => {
    it.each([
      ['an unknown reason', { reason: 'boring' }],
      ['no reason', {}],
      ['details over 1,000 characters', { reason: 'spam', details: 'x'.repeat(1001) }],
      ['a contact that is no e-mail', { reason: 'spam', contact: 'call me' }],
    ])('refuses %s with a 400', async (_what, payload) => {
      const code = await createCode(api, { type: 'website', content: { url: 'https://example.com/a' } });
      expect((await report(code.id, '192.0.2.1', payload)).statusCode).toBe(400);
    });

    it('answers 404 for an unknown code and 400 for a malformed id', async () => {
      expect((await report('0b6f3c2e-8a41-4f0e-9d6c-2f5b7a1e4c90', '192.0.2.2')).json()).toMatchObject({
        error: 'qr_code_not_found',
      });
      expect((await report('nope', '192.0.2.2')).json()).toMatchObject({ error: 'invalid_qr_code_id' });
    });

    it('stores the reason, details and contact, never the address', async () => {
      const code = await createCode(api, { type: 'website', content: { url: 'https://example.com/b' } });
      const response = await report(code.id, '203.0.113.77', {
        reason: 'scam',
        details: 'Fake prize',
        contact: 'me@example.com',
      });
      expect(response.statusCode).toBe(204);
      const db = new Client({ connectionString: server.config.database.url });
      await db.connect();
      const { rows } = await db.query('select * from abuse_reports where qr_code_id = $1', [code.id]);
      await db.end();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ reason: 'scam', details: 'Fake prize', contact: 'me@example.com' });
      expect(rows[0].reporter_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(rows[0])).not.toContain('203.0.113.77');
    });

    it('takes 1,000 reports from one address as one reporter, and refuses most of them', async () => {
      const code = await createCode(api, { type: 'website', content: { url: 'https://example.com/flood' } });
      const statuses: number[] = [];
      for (let i = 0; i < 1000; i++) statuses.push((await report(code.id, '192.0.2.99')).statusCode);
      expect(statuses.filter((status) => status === 204)).toHaveLength(10);
      expect(statuses.filter((status) => status === 429)).toHaveLength(990);
      expect((await scan(server, code.slug)).statusCode).toBe(302);
      const listed = (await reviewList(operator))
        .json()
        .find((item: { qrCodeId: string }) => item.qrCodeId === code.id);
      expect(listed).toMatchObject({ reporters: 1, interstitial: false });
    });
  });

  describe('the interstitial', () => {
    it('starts once three people reported a code, and the scan is still counted', async () => {
      const code = await createCode(api, { type: 'website', content: { url: 'https://bücher.example/angebot' } });
      expect((await scan(server, code.slug)).statusCode).toBe(302); // now cached
      for (const ip of ['198.51.100.11', '198.51.100.12']) await report(code.id, ip);
      expect((await scan(server, code.slug)).statusCode).toBe(302);

      await report(code.id, '198.51.100.13');
      const warned = await scan(server, code.slug, { headers: { 'accept-language': 'de-DE,de;q=0.9' } });
      expect(warned.statusCode).toBe(200);
      expect(warned.headers.location).toBeUndefined();
      expect(warned.body).toContain('Dieser Code wurde gemeldet');
      expect(warned.body).toContain('Weiter zu bücher.example?');
      expect(warned.body).toContain('href="https://xn--bcher-kva.example/angebot"');
      expect(warned.body).toContain(`href="/report/${code.id}"`);
      expect(await scansOf(server, code.id)).toHaveLength(3);
    });
  });

  describe('the operators', () => {
    it('are the users ADMIN_EMAILS names; everyone else is refused', async () => {
      expect((await reviewList(undefined)).statusCode).toBe(401);
      const refused = await reviewList(owner);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ error: 'not_operator' });
      expect((await server.inject({ method: 'GET', url: '/api/operator/me', cookies: owner.cookies })).json()).toEqual({
        operator: false,
      });
      expect(
        (await server.inject({ method: 'GET', url: '/api/operator/me', cookies: operator.cookies })).json(),
      ).toEqual({ operator: true });
      expect((await reviewList(operator, 'everything')).statusCode).toBe(400);
    });

    it('clear a reported code: the interstitial ends and new reports count from then on', async () => {
      const code = await createCode(api, { type: 'website', content: { url: 'https://example.com/clear-me' } });
      await reportedByThree(code.id);
      expect((await scan(server, code.slug)).statusCode).toBe(200);
      const listed = (await reviewList(operator))
        .json()
        .find((item: { qrCodeId: string }) => item.qrCodeId === code.id);
      expect(listed).toMatchObject({
        name: code.name,
        destination: 'https://example.com/clear-me',
        status: 'open',
        reporters: 3,
        interstitial: true,
      });
      expect(listed.reports).toHaveLength(3);

      expect((await review(code.id, 'clear', owner)).statusCode).toBe(403);
      const cleared = await review(code.id, 'clear');
      expect(cleared.statusCode).toBe(200);
      expect(cleared.json()).toMatchObject({ status: 'cleared', reporters: 0, interstitial: false });
      expect((await scan(server, code.slug)).headers.location).toBe('https://example.com/clear-me');
      expect(
        (await reviewList(operator, 'cleared')).json().map((item: { qrCodeId: string }) => item.qrCodeId),
      ).toContain(code.id);
      // The same three reporting again after the review are three new reports.
      await reportedByThree(code.id);
      expect((await scan(server, code.slug)).statusCode).toBe(200);
    });

    it('disable a code: it answers 410 everywhere, its owner cannot switch it back on, clearing restores it', async () => {
      const code = await createCode(api, {
        type: 'vcard',
        content: { firstName: 'Mal', lastName: 'Ware', phone: '1' },
      });
      await reportedByThree(code.id);
      expect((await review(code.id, 'disable')).json()).toMatchObject({ status: 'disabled', interstitial: false });

      const scanned = await scan(server, code.slug);
      expect(scanned.statusCode).toBe(410);
      expect(scanned.body).toContain('This QR code was disabled');
      const data = await server.inject({
        method: 'GET',
        url: `/api/public/qr-codes/${code.id}`,
        query: { type: 'vcard' },
      });
      expect(data.statusCode).toBe(410);
      expect(data.body).not.toContain('Ware');
      await api.toggle(code.id);
      await api.toggle(code.id);
      expect((await scan(server, code.slug)).statusCode).toBe(410);
      // Its owner is told, on the code itself.
      expect((await api.get(code.id)).json()).toMatchObject({ isActive: true, suspended: true });

      await review(code.id, 'clear');
      expect((await scan(server, code.slug)).headers.location).toBe(`/vcard/${code.id}`);
      const listed = (await api.list()).json().items.find((item: { id: string }) => item.id === code.id);
      expect(listed).toMatchObject({ suspended: false });
    });

    it('answer 404 for a code nobody reported', async () => {
      const code = await createCode(api, { type: 'website', content: { url: 'https://example.com/fine' } });
      expect((await review(code.id, 'disable')).json()).toMatchObject({ error: 'not_reported' });
    });
  });

  describe('the scan preview', () => {
    it.each(['+', '?preview'])('shows where a code leads with %s, and counts nothing', async (suffix) => {
      const code = await createCode(api, { type: 'website', content: { url: 'https://例え.jp/パス' } });
      const response = await server.inject({ method: 'GET', url: `/s/${code.slug}${suffix}` });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('Where this code leads');
      expect(response.body).toContain('<p class="host">例え.jp</p>');
      expect(response.body).toContain('https://例え.jp/%E3%83%91%E3%82%B9');
      expect(response.body).toContain('has not verified a domain');
      expect(response.body).toContain(`href="/s/${code.slug}"`);
      expect(response.body).toContain(`href="/report/${code.id}"`);
      expect(response.body).toContain('href="/check-a-code"');
      expect(await scansOf(server, code.id)).toHaveLength(0);
    });

    it('shows a page of ours as such, and the usual pages for inactive and unknown codes', async () => {
      const code = await createCode(api, { type: 'business', content: { businessName: 'B', phone: '1' } });
      expect((await server.inject({ method: 'GET', url: `/s/${code.slug}+` })).body).toContain('a page on localhost');
      await api.toggle(code.id);
      expect((await server.inject({ method: 'GET', url: `/s/${code.slug}+` })).statusCode).toBe(410);
      expect((await server.inject({ method: 'GET', url: '/s/nothing1+' })).statusCode).toBe(404);
    });
  });
});
