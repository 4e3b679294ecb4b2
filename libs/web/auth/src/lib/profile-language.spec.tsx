import type { Language } from '@liveqr/shared/contracts';
import { anError, aSessionUser, http, mockApi, signedInAs } from '@liveqr/web/api-client/testing';
import type { ProfileData } from './auth-api';
import { currentLanguage, setLanguage } from '@liveqr/web/i18n';
import { act, render, waitFor } from '@testing-library/react';
import { type AuthContextValue, AuthProvider, useAuth } from './auth-context';
import { useProfileLanguage } from './profile-language';

jest.mock('@liveqr/web/i18n', () => ({
  currentLanguage: jest.fn(() => 'en'),
  setLanguage: jest.fn(async () => undefined),
}));

const ada = aSessionUser();
const profile: ProfileData = {
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  phone: '',
  accountType: 'private',
  companyName: '',
  taxId: '',
  address: '',
  postalCode: '',
  country: 'UK',
  language: 'de',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const server = mockApi();

/** A signed-in user whose profile reads `profile` (first read as `firstRead` says), and saves. */
function signedIn(firstRead?: Promise<void>) {
  let reads = 0;
  const saved: unknown[] = [];
  server.use(
    ...signedInAs(ada),
    http.get('/api/profile', async ({ response }) => {
      if (reads++ === 0 && firstRead) await firstRead;
      return response(200).json(profile);
    }),
    http.put('/api/profile', async ({ request, response }) => {
      const changes = await request.json();
      saved.push(changes);
      return response(200).json({ ...profile, ...changes });
    }),
  );
  return { reads: () => reads, saved };
}

const profileReads = () => server.requests('GET /api/profile');

let choose: (language: Language) => Promise<void>;
let auth: AuthContextValue;
function Probe() {
  choose = useProfileLanguage();
  auth = useAuth();
  return null;
}
const renderProbe = () =>
  render(
    <AuthProvider>
      <Probe />
    </AuthProvider>,
  );

describe("the profile's language", () => {
  beforeEach(() => {
    jest.mocked(setLanguage).mockClear();
    jest.mocked(currentLanguage).mockReturnValue('en');
  });

  it("switches the interface to a signed-in user's profile language once the session is read", async () => {
    signedIn();
    renderProbe();
    await waitFor(() => expect(setLanguage).toHaveBeenCalledWith('de'));
    expect(setLanguage).toHaveBeenCalledTimes(1);
  });

  it('leaves the interface alone when the profile already speaks its language', async () => {
    jest.mocked(currentLanguage).mockReturnValue('de');
    const api = signedIn();
    renderProbe();
    await waitFor(() => expect(api.reads()).toBe(1));
    expect(setLanguage).not.toHaveBeenCalled();
  });

  it("saves a signed-in user's pick to the whole profile, so it wins next time", async () => {
    jest.mocked(currentLanguage).mockReturnValue('de');
    const api = signedIn();
    renderProbe();
    await waitFor(() => expect(profileReads()).toHaveLength(1));

    await act(() => choose('fr'));
    expect(setLanguage).toHaveBeenCalledWith('fr');
    // Everything but the read-only e-mail and timestamp, with the new language.
    expect(api.saved).toEqual([
      {
        firstName: 'Ada',
        lastName: 'Lovelace',
        phone: '',
        accountType: 'private',
        companyName: '',
        taxId: '',
        address: '',
        postalCode: '',
        country: 'UK',
        language: 'fr',
      },
    ]);
  });

  it('keeps a language picked while the profile was still loading', async () => {
    let answerFirstRead: () => void = () => undefined;
    const api = signedIn(new Promise<void>((resolve) => (answerFirstRead = resolve)));
    renderProbe();
    await waitFor(() => expect(api.reads()).toBe(1));

    await act(() => choose('fr'));
    await act(async () => answerFirstRead());
    expect(jest.mocked(setLanguage).mock.calls).toEqual([['fr']]);
  });

  it('saves a language picked before the session has answered, instead of loading the profile over it', async () => {
    let answerSession: () => void = () => undefined;
    const sessionRead = new Promise<void>((resolve) => (answerSession = resolve));
    const api = signedIn();
    server.use(
      http.get('/api/auth/session', async ({ response }) => {
        await sessionRead;
        return response(200).json({ user: ada });
      }),
    );
    renderProbe();

    await act(() => choose('fr'));
    await act(async () => answerSession());
    await waitFor(() => expect(api.saved).toEqual([expect.objectContaining({ language: 'fr' })]));
    // The profile was read to be saved, never to switch the interface back.
    expect(jest.mocked(setLanguage).mock.calls).toEqual([['fr']]);
  });

  it("forgets a pick made while the session loads once it answers signed out: at sign-in the profile's wins", async () => {
    let answerSession: () => void = () => undefined;
    const sessionRead = new Promise<void>((resolve) => (answerSession = resolve));
    const notSignedIn = anError(401, 'NOT_SIGNED_IN', 'Your session has ended. Please sign in again.');
    const api = signedIn();
    server.use(
      http.get('/api/auth/session', async ({ response }) => {
        await sessionRead;
        return response(401).json(notSignedIn);
      }),
      http.post('/api/auth/refresh', ({ response }) => response(401).json(notSignedIn)),
      http.post('/api/auth/sign-in', ({ response }) =>
        response(200).json({ user: ada, accessToken: 'an-access-token', expiresIn: 900 }),
      ),
    );
    renderProbe();

    await act(() => choose('es'));
    await act(async () => answerSession());
    await waitFor(() => expect(auth.loading).toBe(false));
    await act(async () => void (await auth.signIn('ada@example.com', 'a password', false)));
    await waitFor(() => expect(setLanguage).toHaveBeenLastCalledWith('de'));
    expect(api.saved).toEqual([]);
  });

  it('only switches the interface for a visitor who is not signed in', async () => {
    renderProbe();
    await act(() => choose('es'));
    expect(setLanguage).toHaveBeenCalledWith('es');
    // No session to read and no profile to save: nothing is asked of the API.
    expect(server.requests()).toEqual([]);
  });
});
