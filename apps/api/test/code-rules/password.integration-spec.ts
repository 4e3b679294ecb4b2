import { PasswordHasher } from '@liveqr/api/platform';
import { aUser, createCode, qrApi, type QrApi } from '../qr-catalog/support/qr-client';
import { scan, scansOf, USER_AGENTS } from '../scan-analytics/support/scan-client';
import { startTestServer, type TestServer } from '../support/test-server';

const PASSWORD = 'open sesame';

describe('Password-protected codes', () => {
  let server: TestServer;
  let api: QrApi;

  beforeAll(async () => {
    server = await startTestServer({ PUBLIC_URL: 'https://liveqr.test' });
    api = qrApi(server, await aUser(server));
  });
  afterAll(() => server.close());

  const protectedCode = (rules: Record<string, unknown> = {}) =>
    createCode(api, { type: 'website', content: { url: 'https://example.com/secret' }, password: PASSWORD, ...rules });

  function enter(slug: string, password: string, ip = '203.0.113.7', headers: Record<string, string> = {}) {
    return server.inject({
      method: 'POST',
      url: `/s/${slug}`,
      remoteAddress: ip,
      headers: {
        'user-agent': USER_AGENTS.iphoneSafari,
        'content-type': 'application/x-www-form-urlencoded',
        ...headers,
      },
      payload: new URLSearchParams({ password }).toString(),
    });
  }

  it('shows a white-label password page in the visitor’s language, and records nothing', async () => {
    const code = await protectedCode();
    const page = await scan(server, code.slug, { headers: { 'accept-language': 'de-DE,de;q=0.9' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Geschützter Inhalt');
    expect(page.body).toContain(`<form method="post" action="/s/${code.slug}">`);
    expect(page.body).not.toContain('https://example.com/secret');
    expect(page.body).not.toContain('LiveQR</a>');
    expect(page.headers['content-security-policy']).toContain("form-action 'self'");
    expect(await scansOf(server, code.id)).toHaveLength(0);
  });

  it('sends the visitor on with the right password and records the scan once', async () => {
    const code = await protectedCode();
    await scan(server, code.slug);
    const entered = await enter(code.slug, PASSWORD);
    expect(entered.statusCode).toBe(303);
    expect(entered.headers.location).toBe('https://example.com/secret');
    expect(await scansOf(server, code.id)).toHaveLength(1);
  });

  it('answers a wrong password with the page again, saying so', async () => {
    const code = await protectedCode();
    const wrong = await enter(code.slug, 'open sesame!', undefined, { 'accept-language': 'es' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('La contraseña no es correcta');
    expect(await scansOf(server, code.id)).toHaveLength(0);
  });

  it('routes after the password like any scan', async () => {
    const code = await protectedCode({ routing: [{ when: { os: ['android'] }, url: 'https://example.com/android' }] });
    const entered = await server.inject({
      method: 'POST',
      url: `/s/${code.slug}`,
      headers: { 'user-agent': USER_AGENTS.androidChrome, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `password=${encodeURIComponent(PASSWORD)}`,
    });
    expect(entered.headers.location).toBe('https://example.com/android');
  });

  it('does not show a protected destination in the preview', async () => {
    const code = await protectedCode();
    const preview = await server.inject({ method: 'GET', url: `/s/${code.slug}+` });
    expect(preview.body).not.toContain('example.com/secret');
    expect(preview.body).toContain('<form method="post"');
  });

  it('takes a changed password at once, and opens the code when it is removed', async () => {
    const code = await protectedCode();
    await scan(server, code.slug); // cached
    await api.update(code.id, { password: 'a new one' });
    expect((await enter(code.slug, PASSWORD)).statusCode).toBe(401);
    expect((await enter(code.slug, 'a new one')).statusCode).toBe(303);
    await api.update(code.id, { password: null });
    expect((await scan(server, code.slug)).headers.location).toBe('https://example.com/secret');
  });

  it('limits a visitor who guesses a wrong password 1,000 times, without locking out others', async () => {
    const code = await protectedCode();
    const statuses: number[] = [];
    for (let guess = 0; guess < 1000; guess++)
      statuses.push((await enter(code.slug, `guess ${guess}`, '198.51.100.1')).statusCode);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(new Set(statuses.slice(5))).toEqual(new Set([429]));
    const limited = await enter(code.slug, PASSWORD, '198.51.100.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.body).toContain('Too many attempts');
    expect((await enter(code.slug, PASSWORD, '198.51.100.2')).statusCode).toBe(303);
  });

  it('limits wrong guesses on one code from many visitors', async () => {
    const code = await protectedCode();
    const statuses: number[] = [];
    for (let visitor = 1; visitor <= 60; visitor++) {
      statuses.push((await enter(code.slug, 'wrong', `192.0.2.${visitor}`)).statusCode);
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(50);
    expect(statuses.slice(50)).toEqual(Array(10).fill(429));
    expect((await enter(code.slug, PASSWORD, '192.0.2.200')).statusCode).toBe(429);
  });

  it('counts guesses before checking them: 200 at once cost at most 50 hash checks', async () => {
    const code = await protectedCode();
    const verify = jest.spyOn(server.app.get(PasswordHasher), 'verify');
    try {
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, visitor) =>
          enter(code.slug, 'wrong', `198.18.${visitor >> 8}.${visitor & 255}`),
        ),
      );
      expect(verify.mock.calls.length).toBeLessThanOrEqual(50);
      const refused = answers.filter((answer) => answer.statusCode === 429);
      expect(refused.length).toBeGreaterThanOrEqual(150);
      expect(Number(refused[0].headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      verify.mockRestore();
    }
  });

  it('does not count right passwords against the visitor', async () => {
    const code = await protectedCode();
    for (let visit = 0; visit < 8; visit++)
      expect((await enter(code.slug, PASSWORD, '198.51.100.9')).statusCode).toBe(303);
    expect((await enter(code.slug, 'wrong', '198.51.100.9')).statusCode).toBe(401);
  });
});
