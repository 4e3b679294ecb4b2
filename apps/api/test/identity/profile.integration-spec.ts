import { startTestServer, type TestServer } from '../support/test-server';
import { signUp } from './support/identity-client';

describe('profile', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const getProfile = (cookies: Record<string, string>) =>
    server.inject({ method: 'GET', url: '/api/profile', cookies });
  const putProfile = (cookies: Record<string, string>, payload: object) =>
    server.inject({ method: 'PUT', url: '/api/profile', cookies, payload });

  it('answers the defaults and the account e-mail before the first save', async () => {
    const { cookies, input } = await signUp(server);
    expect((await getProfile(cookies)).json()).toEqual({
      email: input.email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '',
      accountType: 'private',
      companyName: '',
      taxId: '',
      address: '',
      postalCode: '',
      country: '',
      language: 'en',
      updatedAt: null,
    });
  });

  it('saves the profile, missing text fields as empty strings, and stamps updatedAt', async () => {
    const { cookies, input } = await signUp(server);
    const saved = await putProfile(cookies, {
      firstName: ' Grace ',
      accountType: 'company',
      companyName: 'Compilers Ltd',
      language: 'de',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      email: input.email,
      firstName: 'Grace',
      lastName: '',
      accountType: 'company',
      companyName: 'Compilers Ltd',
      language: 'de',
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect((await getProfile(cookies)).json()).toEqual(saved.json());
  });

  it.each([
    ['an unknown account type', { accountType: 'admin' }, 'Account type must be one of: private, company'],
    ['an unknown language', { language: 'it' }, 'Language must be one of: en, es, fr, de'],
    ['a too long address', { address: 'x'.repeat(501) }, 'Address must be at most 500 characters'],
    ['a number for a name', { firstName: 42 }, 'First name must be text'],
    ['an e-mail change', { email: 'other@example.com' }, 'property email should not exist'],
  ])('refuses %s with a clear 400 and keeps the saved profile', async (_case, payload, message) => {
    const { cookies } = await signUp(server);
    await putProfile(cookies, { phone: '555' });
    const response = await putProfile(cookies, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect((await getProfile(cookies)).json().phone).toBe('555');
  });

  it.each([
    ['a NUL character', 'Compilers\u0000Ltd'],
    ['an unpaired surrogate', 'Compilers \ud800'],
  ])('refuses %s in a field, naming the field for the form to show it there', async (_case, companyName) => {
    const { cookies } = await signUp(server);
    await putProfile(cookies, { phone: '555' });
    const response = await putProfile(cookies, { phone: '556', accountType: 'company', companyName });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'INVALID_CHARACTERS', field: 'companyName' });
    expect((await getProfile(cookies)).json().phone).toBe('555');
  });

  it("keeps each user's profile to themselves", async () => {
    const ada = await signUp(server);
    const grace = await signUp(server);
    await putProfile(ada.cookies, { phone: '111' });
    await putProfile(grace.cookies, { phone: '222' });
    expect((await getProfile(ada.cookies)).json()).toMatchObject({ email: ada.input.email, phone: '111' });
    expect((await getProfile(grace.cookies)).json()).toMatchObject({ email: grace.input.email, phone: '222' });
  });
});
