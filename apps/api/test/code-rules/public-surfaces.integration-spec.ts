import { aUser, createCode, qrApi, type QrApi, type QrUser, uploadFile } from '../qr-catalog/support/qr-client';
import { scan, scansOf, USER_AGENTS } from '../scan-analytics/support/scan-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { daysFromNow } from './support/rules-client';

const PASSWORD = 'open sesame';
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
/** In the contact, so a refused answer can be checked for it. */
const SECRET_NAME = 'Hopperton';

/** A contact and a PDF code (its file uploaded to LiveQR) under the same rules. */
interface Guarded {
  contact: { id: string; slug: string };
  brochure: { id: string; slug: string };
  fileId: string;
}

describe("a code's rules guard its page, public data, vCard and files as they guard its scan", () => {
  let server: TestServer;
  let owner: QrUser;
  let api: QrApi;

  beforeAll(async () => {
    server = await startTestServer({ PUBLIC_URL: 'https://liveqr.test' });
    owner = await aUser(server);
    api = qrApi(server, owner);
  });
  afterAll(() => server.close());

  async function guarded(rules: Record<string, unknown>): Promise<Guarded> {
    const file = await uploadFile(server, owner, 'document', PDF, 'menu.pdf');
    const contact = await createCode(api, {
      type: 'vcard',
      content: { firstName: 'Grace', lastName: SECRET_NAME, phone: '+1 555 0100' },
      ...rules,
    });
    const brochure = await createCode(api, { type: 'pdf', content: { pdfUrl: file.url }, ...rules });
    return { contact, brochure, fileId: file.id };
  }

  /** Every public surface of the two codes, as a visitor with these cookies opens them. */
  async function surfaces({ contact, brochure, fileId }: Guarded, cookies: Record<string, string> = {}) {
    const get = (url: string, query: Record<string, string> = {}) =>
      server.inject({ method: 'GET', url, query, cookies });
    return {
      page: await get(`/vcard/${contact.id}`),
      data: await get(`/api/public/qr-codes/${contact.id}`, { type: 'vcard' }),
      vcard: await get(`/api/public/qr-codes/${contact.id}/vcard`),
      viewer: await get(`/pdf/${brochure.id}`),
      file: await get(`/api/uploads/${fileId}`),
    };
  }

  type Surfaces = Awaited<ReturnType<typeof surfaces>>;

  function expectRefused(answers: Surfaces, status: { html: number; other: number; error: string }) {
    for (const [surface, response] of Object.entries(answers)) {
      const html = surface === 'page' || surface === 'viewer';
      expect([surface, response.statusCode]).toEqual([surface, html ? status.html : status.other]);
      expect(response.body).not.toContain(SECRET_NAME);
      expect(response.body).not.toContain('%PDF');
      expect(response.headers['content-disposition']).toBeUndefined();
      if (!html) expect([surface, response.json().error]).toEqual([surface, status.error]);
    }
  }

  function expectServed(answers: Surfaces) {
    for (const [surface, response] of Object.entries(answers)) {
      expect([surface, response.statusCode]).toEqual([surface, 200]);
    }
    expect(answers.page.body).toContain(SECRET_NAME);
    expect(answers.vcard.body).toContain(SECRET_NAME);
    expect(answers.file.body).toContain('%PDF');
  }

  /** The cookies a response sets, as the browser sends them back. */
  function cookiesOf(response: Awaited<ReturnType<TestServer['inject']>>): Record<string, string> {
    return Object.fromEntries(response.cookies.map(({ name, value }) => [name, value]));
  }

  function enter(slug: string, password: string) {
    return server.inject({
      method: 'POST',
      url: `/s/${slug}`,
      remoteAddress: '203.0.113.7',
      headers: { 'user-agent': USER_AGENTS.iphoneSafari, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ password }).toString(),
    });
  }

  it('serves every surface of a code without rules to anyone, without counting a scan', async () => {
    const codes = await guarded({});
    expectServed(await surfaces(codes));
    expect(await scansOf(server, codes.contact.id)).toHaveLength(0);
  });

  it('answers 410 everywhere once the expiry date has passed, as the scan does', async () => {
    const codes = await guarded({ expiry: { at: daysFromNow(1) } });
    expectServed(await surfaces(codes));
    for (const { id } of [codes.contact, codes.brochure]) {
      expect((await api.update(id, { expiry: { at: daysFromNow(-1) } })).statusCode).toBe(200);
    }
    expect((await scan(server, codes.contact.slug)).statusCode).toBe(410);
    const answers = await surfaces(codes);
    expectRefused(answers, { html: 410, other: 410, error: 'qr_code_expired' });
    expect(answers.page.body).toContain('This QR code has expired');
  });

  it('answers 410 everywhere once the scan limit is reached, but lets the last scanner see what they scanned', async () => {
    const codes = await guarded({ expiry: { scanLimit: 1 } });
    // Opening the pages directly is not a scan: it uses none of the limit.
    expectServed(await surfaces(codes));
    expectServed(await surfaces(codes));

    const last = await scan(server, codes.contact.slug);
    expect(last.statusCode).toBe(302);
    expect(last.headers.location).toBe(`/vcard/${codes.contact.id}`);
    const lastOfBrochure = await scan(server, codes.brochure.slug);
    expect(lastOfBrochure.statusCode).toBe(302);
    expect((await scan(server, codes.contact.slug)).statusCode).toBe(410);

    const answers = await surfaces(codes);
    expectRefused(answers, { html: 410, other: 410, error: 'qr_code_expired' });
    expect(answers.page.body).toContain('This QR code has expired');
    expectServed(await surfaces(codes, { ...cookiesOf(last), ...cookiesOf(lastOfBrochure) }));
  });

  it('asks for the password everywhere until it is given on the scan page, then serves it all', async () => {
    const codes = await guarded({ password: PASSWORD });
    const answers = await surfaces(codes);
    expect(answers.page.statusCode).toBe(200);
    expect(answers.page.body).toContain(`<form method="post" action="/s/${codes.contact.slug}">`);
    expect(answers.page.headers['content-security-policy']).toContain("form-action 'self'");
    expect(answers.viewer.body).toContain(`action="/s/${codes.brochure.slug}"`);
    expectRefused({ data: answers.data, vcard: answers.vcard, file: answers.file } as Surfaces, {
      html: 200,
      other: 401,
      error: 'qr_code_password_required',
    });

    const wrong = await enter(codes.contact.slug, 'not the password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.cookies).toHaveLength(0);

    const entered = await enter(codes.contact.slug, PASSWORD);
    expect(entered.statusCode).toBe(303);
    expect(entered.headers.location).toBe(`/vcard/${codes.contact.id}`);
    const [pass] = entered.cookies;
    expect(pass).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', secure: true, maxAge: 12 * 60 * 60 });

    const withPass = await surfaces(codes, cookiesOf(entered));
    for (const surface of ['page', 'data', 'vcard'] as const) expect(withPass[surface].statusCode).toBe(200);
    expect(withPass.page.body).toContain(SECRET_NAME);
    // The contact's pass opens the contact only, not the brochure that shares its rules.
    expect(withPass.viewer.body).toContain(`action="/s/${codes.brochure.slug}"`);
    expect(withPass.file.statusCode).toBe(401);

    const brochureEntered = await enter(codes.brochure.slug, PASSWORD);
    expectServed(await surfaces(codes, { ...cookiesOf(entered), ...cookiesOf(brochureEntered) }));
  });

  it('refuses a pass that was not signed by the server, or that was signed for another code', async () => {
    const codes = await guarded({ password: PASSWORD });
    const entered = await enter(codes.contact.slug, PASSWORD);
    const [pass] = entered.cookies;
    const [expires, signature] = pass.value.split('.');
    const forged = {
      [pass.name]: `${Number(expires) + 86_400}.${signature}`,
      [`lqr_pass_${codes.brochure.id}`]: pass.value,
    };
    const answers = await surfaces(codes, forged);
    expect(answers.data.statusCode).toBe(401);
    expect(answers.file.statusCode).toBe(401);
    expect(answers.viewer.body).toContain('<form method="post"');
  });

  it("still gives the owner their own files and code, whatever the code's rules", async () => {
    const codes = await guarded({ password: PASSWORD, expiry: { scanLimit: 1 } });
    const file = await server.inject({ method: 'GET', url: `/api/uploads/${codes.fileId}`, cookies: owner.cookies });
    expect(file.statusCode).toBe(200);
    expect((await api.get(codes.contact.id)).statusCode).toBe(200);
    await api.toggle(codes.brochure.id);
    expect(
      (await server.inject({ method: 'GET', url: `/api/uploads/${codes.fileId}`, cookies: owner.cookies })).statusCode,
    ).toBe(200);
  });

  it('answers a switched-off code’s file 410, and a file no code links 404, to visitors', async () => {
    const codes = await guarded({});
    await api.toggle(codes.brochure.id);
    const file = await server.inject({ method: 'GET', url: `/api/uploads/${codes.fileId}` });
    expect(file.statusCode).toBe(410);
    expect(file.json().error).toBe('qr_code_inactive');

    const unlinked = await uploadFile(server, owner, 'document', PDF, 'draft.pdf');
    const visitor = await server.inject({ method: 'GET', url: `/api/uploads/${unlinked.id}` });
    expect(visitor.statusCode).toBe(404);
    const own = await server.inject({ method: 'GET', url: `/api/uploads/${unlinked.id}`, cookies: owner.cookies });
    expect(own.statusCode).toBe(200);
  });

  it('serves a file while one code linking it is open, though another is not', async () => {
    const open = await guarded({});
    await createCode(api, {
      type: 'pdf',
      content: { pdfUrl: `https://liveqr.test/api/uploads/${open.fileId}` },
      password: PASSWORD,
    });
    expect((await server.inject({ method: 'GET', url: `/api/uploads/${open.fileId}` })).statusCode).toBe(200);
  });
});
