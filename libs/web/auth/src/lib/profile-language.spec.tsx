import type { Language } from '@liveqr/shared/contracts';
import type { ProfileData } from './auth-api';
import { currentLanguage, setLanguage } from '@liveqr/web/i18n';
import { act, render, waitFor } from '@testing-library/react';
import { AuthProvider } from './auth-context';
import { useProfileLanguage } from './profile-language';

jest.mock('@liveqr/web/i18n', () => ({
  currentLanguage: jest.fn(() => 'en'),
  setLanguage: jest.fn(async () => undefined),
}));

const ada = { id: 'u1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' };
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

/** A real answer with a JSON body (none for 204). */
function json(status: number, body?: unknown): Response {
  const text = status === 204 || body === undefined ? null : JSON.stringify(body);
  return new Response(text, { status, headers: { 'content-type': 'application/json' } });
}

/** The typed client sends a Request, apiFetch a path and options: either way, one Request of this page's origin. */
function requestOf(input: RequestInfo | URL, init?: RequestInit): Request {
  return input instanceof Request ? input : new Request(new URL(String(input), window.location.origin), init);
}

/** Answers by "METHOD path"; records each call with its body. */
function mockFetch(answers: Record<string, () => Response | Promise<Response>>) {
  const calls: { key: string; body?: unknown }[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = requestOf(input, init);
    const url = new URL(request.url);
    const key = `${request.method} ${url.pathname}${url.search}`;
    const text = await request.text();
    calls.push({ key, body: text ? JSON.parse(text) : undefined });
    const answer = answers[key];
    if (!answer) throw new Error(`unexpected ${key}`);
    return answer();
  }) as typeof fetch;
  return calls;
}

let choose: (language: Language) => Promise<void>;
function Probe() {
  choose = useProfileLanguage();
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
    mockFetch({
      'GET /api/auth/session': () => json(200, { user: ada }),
      'GET /api/profile': () => json(200, profile),
    });
    renderProbe();
    await waitFor(() => expect(setLanguage).toHaveBeenCalledWith('de'));
    expect(setLanguage).toHaveBeenCalledTimes(1);
  });

  it('leaves the interface alone when the profile already speaks its language', async () => {
    jest.mocked(currentLanguage).mockReturnValue('de');
    const calls = mockFetch({
      'GET /api/auth/session': () => json(200, { user: ada }),
      'GET /api/profile': () => json(200, profile),
    });
    renderProbe();
    await waitFor(() => expect(calls.map((call) => call.key)).toContain('GET /api/profile'));
    expect(setLanguage).not.toHaveBeenCalled();
  });

  it("saves a signed-in user's pick to the whole profile, so it wins next time", async () => {
    jest.mocked(currentLanguage).mockReturnValue('de');
    const calls = mockFetch({
      'GET /api/auth/session': () => json(200, { user: ada }),
      'GET /api/profile': () => json(200, profile),
      'PUT /api/profile': () => json(200, { ...profile, language: 'fr' }),
    });
    renderProbe();
    await waitFor(() => expect(calls.map((call) => call.key)).toContain('GET /api/profile'));

    await act(() => choose('fr'));
    expect(setLanguage).toHaveBeenCalledWith('fr');
    // Everything but the read-only e-mail and timestamp, with the new language.
    expect(calls.at(-1)).toEqual({
      key: 'PUT /api/profile',
      body: {
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
    });
  });

  it('keeps a language picked while the profile was still loading', async () => {
    let answerFirstRead: () => void = () => undefined;
    let reads = 0;
    mockFetch({
      'GET /api/auth/session': () => json(200, { user: ada }),
      'GET /api/profile': () =>
        reads++ === 0
          ? new Promise<Response>((resolve) => (answerFirstRead = () => resolve(json(200, profile))))
          : json(200, profile),
      'PUT /api/profile': () => json(200, { ...profile, language: 'fr' }),
    });
    renderProbe();
    await waitFor(() => expect(reads).toBe(1));

    await act(() => choose('fr'));
    await act(async () => answerFirstRead());
    expect(jest.mocked(setLanguage).mock.calls).toEqual([['fr']]);
  });

  it('only switches the interface for a visitor who is not signed in', async () => {
    const calls = mockFetch({ 'GET /api/auth/session': () => json(401, { message: 'No session' }) });
    renderProbe();
    await waitFor(() => expect(calls.map((call) => call.key)).toContain('GET /api/auth/session'));
    await act(() => choose('es'));
    expect(setLanguage).toHaveBeenCalledWith('es');
    expect(calls.map((call) => call.key).filter((key) => key.includes('/api/profile'))).toEqual([]);
  });
});
