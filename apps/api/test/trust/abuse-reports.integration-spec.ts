import { Client } from 'pg';
import { startMailInbox, type MailInbox } from '@liveqr/api/testing';
import { aUser, createCode, qrApi, type QrApi, type QrUser } from '../qr-catalog/support/qr-client';
import { scan, scansOf } from '../scan-analytics/support/scan-client';
import { confirmEmail, turnOnTwoFactor } from '../identity/support/two-factor';
import { startTestServer, type TestServer } from '../support/test-server';
import { TEST_PASSWORD } from '../support/test-password';

const OPERATOR_EMAIL = 'ops@liveqr.test';

describe('Abuse reports, the interstitial and the operators’ review', () => {
  let server: TestServer;
  let owner: QrUser;
  let api: QrApi;
  let operator: QrUser;
  let inbox: MailInbox;
  let ownerEmail: string;

  const report = (id: string, ip: string, payload: Record<string, unknown> = { reason: 'phishing' }) =>
    server.inject({ method: 'POST', url: `/api/public/qr-codes/${id}/reports`, payload, remoteAddress: ip });
  const reviewList = (user: QrUser | undefined, status = 'open') =>
    server.inject({ method: 'GET', url: '/api/operator/reports', query: { status }, cookies: user?.cookies });
  const review = (id: string, action: 'clear' | 'disable' | 'uphold', user: QrUser = operator) =>
    server.inject({ method: 'POST', url: `/api/operator/reports/${id}/${action}`, cookies: user.cookies });

  async function reportedByThree(id: string) {
    for (const ip of ['198.51.100.1', '198.51.100.2', '198.51.100.3'])
      expect((await report(id, ip)).statusCode).toBe(204);
  }

  beforeAll(async () => {
    inbox = await startMailInbox();
    server = await startTestServer({
      ADMIN_EMAILS: `someone@else.test, ${OPERATOR_EMAIL.toUpperCase()}`,
      SMTP_URL: inbox.smtpUrl,
    });
    owner = await aUser(server);
    api = qrApi(server, owner);
    ownerEmail = (await server.inject({ method: 'GET', url: '/api/auth/session', cookies: owner.cookies })).json().user
      .email;
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
    // Operators have a confirmed address and two-factor on.
    await confirmEmail(server, inbox, OPERATOR_EMAIL);
    await turnOnTwoFactor(server, operator.cookies);
  });
  afterAll(async () => {
    await server.close();
    await inbox.close();
  });

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

    it('takes a report by the slug a scan page links, and answers 404 for an unknown slug', async () => {
      const code = await createCode(api, { type: 'website', content: { url: 'https://example.com/by-slug' } });
      const bySlug = (slug: string) =>
        server.inject({
          method: 'POST',
          url: `/api/public/qr-codes/s/${slug}/reports`,
          payload: { reason: 'spam' },
          remoteAddress: '192.0.2.31',
        });
      expect((await bySlug(code.slug)).statusCode).toBe(204);
      expect((await bySlug('nothing9')).json()).toMatchObject({ error: 'qr_code_not_found' });
      const listed = (await reviewList(operator))
        .json()
        .find((item: { qrCodeId: string }) => item.qrCodeId === code.id);
      expect(listed).toMatchObject({ reporters: 1, reports: [{ reason: 'spam' }] });
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
      expect(warned.body).toContain(`href="/report/s/${code.slug}"`);
      expect(warned.body).not.toContain(code.id);
      expect(await scansOf(server, code.id)).toHaveLength(3);
    });
  });

  describe('the operators', () => {
    it('need a confirmed address and two-factor besides ADMIN_EMAILS', async () => {
      const email = 'someone@else.test';
      const signUp = await server.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        payload: { firstName: 'Not', lastName: 'Yet', email, password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD },
      });
      const candidate: QrUser = {
        id: signUp.json().user.id,
        cookies: Object.fromEntries(signUp.cookies.map((c) => [c.name, c.value])),
      };
      const me = async () =>
        (await server.inject({ method: 'GET', url: '/api/operator/me', cookies: candidate.cookies })).json();
      const code = await createCode(api, { type: 'website', content: { url: 'https://example.com/not-yet' } });
      await reportedByThree(code.id);

      // Anyone can sign up with a listed address that has no account yet: that alone is no operator.
      expect(await me()).toEqual({ operator: false, missing: ['verified_email', 'two_factor'] });
      const unverified = await review(code.id, 'disable', candidate);
      expect(unverified.statusCode).toBe(403);
      expect(unverified.json()).toMatchObject({
        error: 'operator_requirements_missing',
        missing: ['verified_email', 'two_factor'],
      });
      expect((await reviewList(candidate)).statusCode).toBe(403);

      await confirmEmail(server, inbox, email);
      expect(await me()).toEqual({ operator: false, missing: ['two_factor'] });
      expect((await review(code.id, 'disable', candidate)).json()).toMatchObject({
        statusCode: 403,
        error: 'operator_requirements_missing',
        missing: ['two_factor'],
      });

      await turnOnTwoFactor(server, candidate.cookies);
      expect(await me()).toEqual({ operator: true, missing: [] });
      expect((await reviewList(candidate)).statusCode).toBe(200);
      expect((await scan(server, code.slug)).statusCode).toBe(200);
    });

    it('are the users ADMIN_EMAILS names; everyone else is refused', async () => {
      expect((await reviewList(undefined)).statusCode).toBe(401);
      const refused = await reviewList(owner);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ error: 'not_operator' });
      expect((await server.inject({ method: 'GET', url: '/api/operator/me', cookies: owner.cookies })).json()).toEqual({
        operator: false,
        missing: [],
      });
      expect(
        (await server.inject({ method: 'GET', url: '/api/operator/me', cookies: operator.cookies })).json(),
      ).toEqual({ operator: true, missing: [] });
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

  describe('the owner of a disabled code', () => {
    const appeal = (id: string, message: unknown, user: QrUser = owner) =>
      server.inject({ method: 'POST', url: `/api/qr-codes/${id}/appeal`, payload: { message }, cookies: user.cookies });
    const standing = (id: string, user: QrUser = owner) =>
      server.inject({ method: 'GET', url: `/api/qr-codes/${id}/appeal`, cookies: user.cookies });

    async function disabledCode(name: string) {
      const code = await createCode(api, { name, type: 'website', content: { url: `https://example.com/${name}` } });
      for (const [ip, reason] of [
        ['198.51.100.21', 'phishing'],
        ['198.51.100.22', 'scam'],
        ['198.51.100.23', 'phishing'],
      ])
        expect((await report(code.id, ip, { reason })).statusCode).toBe(204);
      expect((await review(code.id, 'disable')).statusCode).toBe(200);
      return code;
    }

    it('is mailed which code was disabled, why, what it means and how to appeal', async () => {
      const code = await disabledCode('Spring-menu');
      const mail = await inbox.nextMailTo(ownerEmail, { containing: 'Spring-menu' });
      // (The inbox decodes the body, not the subject.)
      expect(mail.text).toContain('LiveQR disabled this QR code');
      expect(mail.text).toContain(`/s/${code.slug}`);
      expect(mail.text).toContain('- asking for passwords or payment details (phishing)');
      expect(mail.text).toContain('- a scam or a fake offer');
      expect(mail.text).not.toContain('spam');
      expect(mail.text).toContain('HTTP 410');
      expect(mail.text).toContain('/dashboard');
      expect(mail.text).toContain('appeal: open your QR codes');
    });

    it('sees the state, appeals once with a message, and is mailed the outcome of each decision', async () => {
      const code = await disabledCode('Poster');
      expect((await standing(code.id)).json()).toEqual({ disabled: true, canAppeal: true, appeal: null });
      expect((await appeal(code.id, '   ')).statusCode).toBe(400);
      expect((await appeal(code.id, 'x'.repeat(2001))).statusCode).toBe(400);

      const sent = await appeal(code.id, 'This is our own shop.');
      expect(sent.statusCode).toBe(201);
      expect(sent.json()).toMatchObject({ status: 'open', message: 'This is our own shop.', decidedAt: null });
      const again = await appeal(code.id, 'Please!');
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ error: 'appeal_already_open' });
      expect((await standing(code.id)).json()).toMatchObject({
        disabled: true,
        canAppeal: false,
        appeal: { status: 'open' },
      });

      // Operators see it first in their list of disabled codes, and decline it.
      const [first] = (await reviewList(operator, 'disabled')).json();
      expect(first).toMatchObject({ qrCodeId: code.id, appeal: { status: 'open', message: 'This is our own shop.' } });
      expect((await review(code.id, 'uphold', owner)).statusCode).toBe(403);
      expect((await review(code.id, 'uphold')).json()).toMatchObject({
        status: 'disabled',
        appeal: { status: 'upheld' },
      });
      await inbox.nextMailTo(ownerEmail, { containing: /Poster[\s\S]*the code stays disabled/ });
      expect((await scan(server, code.slug)).statusCode).toBe(410);
      expect((await review(code.id, 'uphold')).json()).toMatchObject({ error: 'no_open_appeal' });

      // A new appeal after the decision; this time the operator reinstates the code.
      expect((await appeal(code.id, 'We changed the page.')).statusCode).toBe(201);
      expect((await review(code.id, 'clear')).json()).toMatchObject({
        status: 'cleared',
        appeal: { status: 'reinstated' },
      });
      await inbox.nextMailTo(ownerEmail, { containing: /Poster[\s\S]*switched it back on/ });
      expect((await scan(server, code.slug)).headers.location).toBe('https://example.com/Poster');
      expect((await standing(code.id)).json()).toMatchObject({
        disabled: false,
        canAppeal: false,
        appeal: { status: 'reinstated' },
      });
      expect((await appeal(code.id, 'Again?')).json()).toMatchObject({ error: 'qr_code_not_disabled' });
    });

    it("cannot be stood in for: another user's appeal and look-up answer 404", async () => {
      const code = await disabledCode('Flyer');
      const stranger = await aUser(server);
      const refused = await appeal(code.id, 'It is mine now.', stranger);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ error: 'qr_code_not_found' });
      expect((await standing(code.id, stranger)).statusCode).toBe(404);
      expect((await standing('not-a-uuid')).statusCode).toBe(404);
      expect(
        (await server.inject({ method: 'POST', url: `/api/qr-codes/${code.id}/appeal`, payload: { message: 'x' } }))
          .statusCode,
      ).toBe(401);
      expect((await standing(code.id)).json()).toMatchObject({ canAppeal: true, appeal: null });
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
      expect(response.body).toContain('Check that this is the site you expect before you continue.');
      expect(response.body).not.toContain('verified a domain');
      expect(response.body).toContain(`href="/s/${code.slug}"`);
      expect(response.body).toContain(`href="/report/s/${code.slug}"`);
      // The page names the code by its slug only: its id would let anyone who has the slug act on it.
      expect(response.body).not.toContain(code.id);
      expect(response.body).toContain('href="/check-a-code"');
      expect(await scansOf(server, code.id)).toHaveLength(0);
    });

    it('lists every destination a routing rule, a split or a fallback sends to, with what leads there', async () => {
      const code = await createCode(api, {
        type: 'website',
        content: { url: 'https://example.com/default' },
        routing: [
          { when: { os: ['ios'] }, url: 'https://apps.apple.com/app/id1' },
          { when: { country: ['FR'], days: [1] }, url: 'https://bücher.example/fr' },
        ],
        split: [
          { url: 'https://a.example/one', weight: 30 },
          { url: 'https://b.example/two', weight: 70 },
        ],
        expiry: { at: '2036-12-31T23:00:00Z', fallbackUrl: 'https://example.com/later' },
      });
      const { body } = await server.inject({ method: 'GET', url: `/s/${code.slug}+` });
      expect(body).toContain('depends on who scans it and when');
      expect(body).toContain('iPhone and iPad');
      expect(body).toContain('https://apps.apple.com/app/id1');
      expect(body).toContain('in France · on Monday');
      expect(body).toContain('<p class="host">bücher.example</p>');
      expect(body).toContain('Written in ASCII (punycode): xn--bcher-kva.example');
      expect(body).toContain('30% of scans');
      expect(body).toContain('https://a.example/one');
      expect(body).toContain('70% of scans');
      expect(body).toContain('https://b.example/two');
      expect(body).toContain('After December 31, 2036');
      expect(body).toContain('https://example.com/later');
      // The split takes every scan no rule takes: the default destination is never reached.
      expect(body).not.toContain('All other scans');
      expect(body).not.toContain(code.id);
      const german = await server.inject({
        method: 'GET',
        url: `/s/${code.slug}+`,
        headers: { 'accept-language': 'de' },
      });
      expect(german.body).toContain('iPhone und iPad');
      expect(german.body).toMatch(/30\s% der Scans/u);
    });

    it('names the default destination of a routed code, and warns of a host that imitates another', async () => {
      const code = await createCode(api, {
        type: 'website',
        content: { url: 'https://pаypal.com/login' },
        routing: [{ when: { device: ['tablet'], language: ['de'] }, url: 'https://example.com/tablet' }],
      });
      const { body } = await server.inject({ method: 'GET', url: `/s/${code.slug}+` });
      expect(body).toContain('Tablets · browsers in German');
      expect(body).toContain('All other scans');
      expect(body).toContain('Careful: pаypal.com mixes letters of different alphabets');
      expect(body).toContain('Written in ASCII (punycode): xn--pypal-4ve.com');
    });

    it('shows a page of ours as such, without asking to check the site, and the usual pages for inactive and unknown codes', async () => {
      const code = await createCode(api, { type: 'business', content: { businessName: 'B', phone: '1' } });
      const ours = (await server.inject({ method: 'GET', url: `/s/${code.slug}+` })).body;
      expect(ours).toContain('a page on localhost');
      expect(ours).not.toContain('Check that this is the site you expect');
      expect(ours).not.toContain('verified a domain');
      await api.toggle(code.id);
      expect((await server.inject({ method: 'GET', url: `/s/${code.slug}+` })).statusCode).toBe(410);
      expect((await server.inject({ method: 'GET', url: '/s/nothing1+' })).statusCode).toBe(404);
    });
  });
});
