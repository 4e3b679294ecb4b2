import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ApiError } from '@liveqr/web/api-client';
import { apiFetch } from './api-fetch';
import { AuthProvider, useAuth } from './auth-context';
import { RequireAuth, returnPath } from './require-auth';

const ada = { id: 'u1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' };

/** A real answer with a JSON body (none for 204). */
function json(status: number, body?: unknown): Response {
  const text = status === 204 || body === undefined ? null : JSON.stringify(body);
  return new Response(text, { status, headers: { 'content-type': 'application/json' } });
}

/** The typed client sends a Request, apiFetch a path and options: either way, one Request of this page's origin. */
function requestOf(input: RequestInfo | URL, init?: RequestInit): Request {
  return input instanceof Request ? input : new Request(new URL(String(input), window.location.origin), init);
}

/** Answers by "METHOD path"; counts the calls. */
function mockFetch(answers: Record<string, () => Response>) {
  const calls: string[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = requestOf(input, init);
    const url = new URL(request.url);
    const key = `${request.method} ${url.pathname}${url.search}`;
    calls.push(key);
    const answer = answers[key];
    if (!answer) throw new Error(`unexpected ${key}`);
    return answer();
  }) as typeof fetch;
  return calls;
}

function LoginProbe() {
  const location = useLocation();
  return <p>login page, back to {returnPath(location.state)}</p>;
}

function renderGuarded(path: string) {
  return render(
    <MemoryRouter initialEntries={['/', path]} initialIndex={1}>
      <AuthProvider>
        <Routes>
          <Route path="/login" element={<LoginProbe />} />
          <Route
            path="/account"
            element={
              <RequireAuth fallback={<p>Loading...</p>}>
                <p>account page</p>
              </RequireAuth>
            }
          />
        </Routes>
      </AuthProvider>
    </MemoryRouter>,
  );
}

describe('RequireAuth', () => {
  it('shows Loading... while the session is read, then the page for a signed-in user', async () => {
    mockFetch({ 'GET /api/auth/session': () => json(200, { user: ada }) });
    renderGuarded('/account');
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(await screen.findByText('account page')).toBeTruthy();
  });

  it('sends a signed-out user to /login, remembering the page asked for', async () => {
    mockFetch({
      'GET /api/auth/session': () => json(401, { message: 'no' }),
      'POST /api/auth/refresh': () => json(401, { message: 'no' }),
    });
    renderGuarded('/account?tab=profile');
    expect(await screen.findByText('login page, back to /account?tab=profile')).toBeTruthy();
  });

  it('keeps the user signed in by refreshing an expired access token', async () => {
    let sessionCalls = 0;
    mockFetch({
      'GET /api/auth/session': () => (++sessionCalls === 1 ? json(401, {}) : json(200, { user: ada })),
      'POST /api/auth/refresh': () => json(200, { user: ada }),
    });
    renderGuarded('/account');
    expect(await screen.findByText('account page')).toBeTruthy();
  });
});

describe('returnPath', () => {
  it('defaults to /dashboard', () => {
    expect(returnPath(null)).toBe('/dashboard');
  });
});

describe('useAuth', () => {
  it('refuses to run outside AuthProvider', () => {
    const Orphan = () => <p>{useAuth().user?.email}</p>;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Orphan />)).toThrow('useAuth must be used within AuthProvider');
  });

  it('signs out through the server and clears the user', async () => {
    const calls = mockFetch({
      'GET /api/auth/session': () => json(200, { user: ada }),
      'POST /api/auth/sign-out': () => json(204),
    });
    let auth: ReturnType<typeof useAuth> | undefined;
    const Probe = () => {
      auth = useAuth();
      return <p>{auth.user?.email ?? 'signed out'}</p>;
    };
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    expect(await screen.findByText('ada@example.com')).toBeTruthy();
    await auth?.signOut();
    await waitFor(() => expect(screen.getByText('signed out')).toBeTruthy());
    expect(calls).toContain('POST /api/auth/sign-out');
  });
});

describe('apiFetch', () => {
  it('shares one refresh between concurrent calls and retries each once', async () => {
    let authorised = false;
    const calls = mockFetch({
      'GET /api/profile': () => (authorised ? json(200, { ok: true }) : json(401, {})),
      'POST /api/auth/refresh': () => {
        authorised = true;
        return json(200, { user: ada });
      },
    });
    await Promise.all([apiFetch('/api/profile'), apiFetch('/api/profile')]);
    expect(calls.filter((call) => call === 'POST /api/auth/refresh')).toHaveLength(1);
  });

  it("throws the server's message", async () => {
    mockFetch({ 'POST /api/auth/sign-in': () => json(401, { message: 'Invalid email or password' }) });
    await expect(apiFetch('/api/auth/sign-in', { method: 'POST', json: {} })).rejects.toThrow(
      'Invalid email or password',
    );
  });
});

describe('ApiError', () => {
  it("carries the body's error code and the rest of the refusal", async () => {
    mockFetch({
      'POST /api/qr-codes': () =>
        json(400, { message: 'Too light', error: 'invalid_customization', problem: 'lowContrast' }),
    });
    const failure = await apiFetch('/api/qr-codes', { method: 'POST', json: {} }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 400, message: 'Too light', code: 'invalid_customization' });
    expect((failure as ApiError).body['problem']).toBe('lowContrast');
  });
});
