import { type MailInbox, startMailInbox } from '@liveqr/api/testing';
import { GetSignedInLanguageQuery } from '@liveqr/shared/contracts';
import { QueryBus } from '@nestjs/cqrs';
import { aUser, createCode, qrApi } from '../qr-catalog/support/qr-client';
import { scan } from '../scan-analytics/support/scan-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { newAccount, signUp } from './support/identity-client';

/** The server's own pages and mails choose a language: the profile's, else the site's cookie, else Accept-Language. */
describe("the language of the server's pages and mails", () => {
  let server: TestServer;
  let inbox: MailInbox;

  beforeAll(async () => {
    inbox = await startMailInbox();
    server = await startTestServer({ SMTP_URL: inbox.smtpUrl, PUBLIC_URL: 'https://liveqr.test' });
  });
  afterAll(async () => {
    await server.close();
    await inbox.close();
  });

  const speak = async (cookies: Record<string, string>, language: string) => {
    const saved = await server.inject({ method: 'PUT', url: '/api/profile', cookies, payload: { language } });
    expect(saved.statusCode).toBe(200);
  };

  /** A signed-up user whose profile says `language`, with their session cookies. */
  async function userSpeaking(language: string) {
    const { cookies, input } = await signUp(server);
    await speak(cookies, language);
    return { cookies, email: input.email };
  }

  /** A subscribed user, who can create codes, whose profile says `language`. */
  async function ownerSpeaking(language: string) {
    const owner = await aUser(server);
    await speak(owner.cookies, language);
    return owner;
  }

  /** The language a page was written in, by its `<html lang>`. */
  const languageOf = (html: string) => /<html lang="(\w+)"/.exec(html)?.[1];

  const cookieHeader = (cookies: Record<string, string>) =>
    Object.entries(cookies)
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');

  describe('a page (the scan page of an unknown code)', () => {
    const page = async (headers: Record<string, string>) => {
      const response = await scan(server, 'nOsUchCode1', { headers });
      expect(response.statusCode).toBe(404);
      return languageOf(response.body);
    };

    it('is in the browser’s Accept-Language, else English', async () => {
      expect(await page({ 'accept-language': 'es-MX, de;q=0.5' })).toBe('es');
      expect(await page({ 'accept-language': 'ja' })).toBe('en');
    });

    it('is in the language chosen on the site before Accept-Language', async () => {
      expect(await page({ cookie: 'liveqr.language=fr', 'accept-language': 'es' })).toBe('fr');
    });

    it("is in a signed-in visitor's profile language before the chosen one", async () => {
      const { cookies } = await userSpeaking('de');
      const cookie = `${cookieHeader(cookies)}; liveqr.language=fr`;
      expect(await page({ cookie, 'accept-language': 'es' })).toBe('de');
    });

    it('follows a change of the profile language at once', async () => {
      const { cookies } = await userSpeaking('de');
      const cookie = `${cookieHeader(cookies)}; liveqr.language=fr`;
      expect(await page({ cookie })).toBe('de');
      await server.inject({ method: 'PUT', url: '/api/profile', cookies, payload: { language: 'es' } });
      expect(await page({ cookie })).toBe('es');
    });

    it('is the browser’s again once the session has ended, or for a token that is not ours', async () => {
      const { cookies } = await userSpeaking('de');
      const cookie = `${cookieHeader(cookies)}; liveqr.language=fr`;
      await server.inject({ method: 'POST', url: '/api/auth/sign-out', cookies });
      expect(await page({ cookie })).toBe('fr');
      const forged = `liveqr_access=${cookies['liveqr_access'].slice(0, -2)}xx; liveqr.language=fr`;
      expect(await page({ cookie: forged })).toBe('fr');
    });

    it("is the profile's for a customer's white-label page too", async () => {
      const owner = await ownerSpeaking('es');
      const code = await createCode(qrApi(server, owner), {
        type: 'coupon',
        content: { code: 'SPRING10', text: '10% off' },
      });
      const visitor = await userSpeaking('de');
      const response = await server.inject({
        method: 'GET',
        url: `/coupon/${code.id}`,
        headers: { cookie: `${cookieHeader(visitor.cookies)}; liveqr.language=fr`, 'accept-language': 'es' },
      });
      expect(languageOf(response.body)).toBe('de');
    });
  });

  it('leaves a redirect alone: a signed-in scan of a plain code looks at no token', async () => {
    const owner = await ownerSpeaking('de');
    const cookies = owner.cookies;
    const code = await createCode(qrApi(server, owner), {
      type: 'website',
      content: { url: 'https://example.com/plain' },
    });
    const execute = jest.spyOn(server.app.get(QueryBus), 'execute');
    try {
      const redirect = await scan(server, code.slug, { headers: { cookie: cookieHeader(cookies) } });
      expect(redirect.statusCode).toBe(302);
      const asked = execute.mock.calls.filter(([query]) => query instanceof GetSignedInLanguageQuery);
      expect(asked).toHaveLength(0);
      await scan(server, 'nOsUchCode1', { headers: { cookie: cookieHeader(cookies) } });
      expect(execute.mock.calls.filter(([query]) => query instanceof GetSignedInLanguageQuery)).toHaveLength(1);
    } finally {
      execute.mockRestore();
    }
  });

  describe('a mail', () => {
    const signUpWith = async (headers: Record<string, string>) => {
      const account = newAccount();
      const response = await server.inject({ method: 'POST', url: '/api/auth/sign-up', headers, payload: account });
      expect(response.statusCode).toBe(200);
      return account.email;
    };
    const greetingOf = (mail: { text: string }) => /^(Hello|Hola|Bonjour|Hallo)\b/m.exec(mail.text)?.[1];
    const greetingTo = async (email: string) => greetingOf(await inbox.nextMailTo(email));

    it('at sign-up is in Accept-Language’s language, else English', async () => {
      expect(await greetingTo(await signUpWith({ 'accept-language': 'de-AT, en;q=0.5' }))).toBe('Hallo');
      expect(await greetingTo(await signUpWith({ 'accept-language': 'ja' }))).toBe('Hello');
    });

    it('at sign-up is in the language chosen on the site before Accept-Language', async () => {
      expect(await greetingTo(await signUpWith({ cookie: 'liveqr.language=fr', 'accept-language': 'de' }))).toBe(
        'Bonjour',
      );
    });

    it("after sign-up is in the profile's language, whatever the browser asks for", async () => {
      const { email } = await userSpeaking('es');
      const forgot = await server.inject({
        method: 'POST',
        url: '/api/auth/password/forgot',
        headers: { cookie: 'liveqr.language=fr', 'accept-language': 'de' },
        payload: { email },
      });
      expect(forgot.statusCode).toBe(200);
      expect(greetingOf(await inbox.nextMailTo(email, { containing: '/reset-password?type=recovery&token=' }))).toBe(
        'Hola',
      );
    });
  });
});
