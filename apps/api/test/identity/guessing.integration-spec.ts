import { type MailInbox, startMailInbox } from '@liveqr/api/testing';
import { useMovableClock } from '../support/clock';
import { startTestServer, type TestServer } from '../support/test-server';
import { newAccount, signUp } from './support/identity-client';

/**
 * Guessing one account's password from many addresses (TRUST_PROXY: each guess claims another
 * client IP): the count is the address's, not the (IP, address) pair's.
 */
describe('password guessing across client addresses', () => {
  let server: TestServer;
  let inbox: MailInbox;
  let clock: ReturnType<typeof useMovableClock>;

  beforeAll(async () => {
    inbox = await startMailInbox();
    server = await startTestServer({ TRUST_PROXY: '1', SMTP_URL: inbox.smtpUrl, PUBLIC_URL: 'https://liveqr.test' });
  });
  afterAll(async () => {
    await server.close();
    await inbox.close();
  });
  beforeEach(() => (clock = useMovableClock()));
  afterEach(() => clock.restore());

  let guesser = 0;
  /** A sign-in from an address of its own, as a botnet would send it. */
  const signInFromAnywhere = (email: string, password: string) =>
    server.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'x-forwarded-for': `198.51.100.${++guesser % 250}` },
      payload: { email, password },
    });

  /**
   * Makes `count` wrong guesses, each as soon as the server allows (moving the clock by the wait
   * it names): the statuses of the guesses and the waits, in seconds.
   */
  async function guess(email: string, count: number) {
    const statuses: number[] = [];
    const waits: number[] = [];
    while (statuses.length < count) {
      const answer = await signInFromAnywhere(email, `wrong-guess-${statuses.length}`);
      if (answer.statusCode === 429) {
        expect(answer.json().error).toBe('TOO_MANY_SIGN_IN_ATTEMPTS');
        waits.push(answer.json().retryAfterSeconds);
        clock.advance(answer.json().retryAfterSeconds * 1000);
      } else {
        statuses.push(answer.statusCode);
      }
    }
    return { statuses, waits };
  }

  it('makes guesses wait after three, locks at the tenth from any address, and mails the owner a reset link', async () => {
    const { input } = await signUp(server);
    const { statuses, waits } = await guess(input.email, 10);
    expect(statuses).toEqual(Array(10).fill(401));
    expect(waits).toEqual([1, 2, 4, 8, 16, 32]);

    // Locked: even the right password, from an address never seen, is refused for 15 minutes.
    const locked = await signInFromAnywhere(input.email, input.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ error: 'TOO_MANY_SIGN_IN_ATTEMPTS', retryAfterSeconds: 900 });

    const mail = await inbox.nextMailTo(input.email, {
      containing: 'Subject: Signing in to your LiveQR account is paused',
    });
    const token = /https:\/\/liveqr\.test\/reset-password\?type=recovery&token=([\w-]+)/.exec(mail.text)?.[1];
    expect(token).toBeDefined();
    // A reset is never stopped by the lock, and ends it.
    const reset = await server.inject({
      method: 'POST',
      url: '/api/auth/password/reset',
      payload: { token, password: 'new-copper-kettle', confirmPassword: 'new-copper-kettle' },
    });
    expect(reset.statusCode).toBe(204);
    expect((await signInFromAnywhere(input.email, 'new-copper-kettle')).statusCode).toBe(200);
  });

  it('keeps locking each further failure after a lock has passed', async () => {
    const { input } = await signUp(server);
    await guess(input.email, 10);
    clock.advance(15 * 60 * 1000);
    expect((await signInFromAnywhere(input.email, 'one-more-guess')).statusCode).toBe(401);
    expect((await signInFromAnywhere(input.email, input.password)).json()).toMatchObject({ retryAfterSeconds: 900 });
  });

  it('answers guesses at an address without an account exactly alike, and mails nobody', async () => {
    const known = await signUp(server);
    const unknown = newAccount().email;
    const answersFor = async (email: string) => {
      const { statuses, waits } = await guess(email, 10);
      const locked = (await signInFromAnywhere(email, 'anything-else')).json();
      return { statuses, waits, locked };
    };
    expect(await answersFor(unknown)).toEqual(await answersFor(known.input.email));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(inbox.received.some((mail) => mail.to.includes(unknown.toLowerCase()))).toBe(false);
  });

  it("forgets the failures when the owner's password is right", async () => {
    const { input } = await signUp(server);
    expect((await guess(input.email, 3)).waits).toEqual([]);
    expect((await signInFromAnywhere(input.email, input.password)).statusCode).toBe(200);
    expect((await guess(input.email, 3)).waits).toEqual([]);
  });
});
