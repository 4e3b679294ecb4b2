import { SIGNED_IN_COOKIE } from '@liveqr/shared/contracts';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { api, ApiError } from '@liveqr/web/api-client';
import { anError, aSessionUser, http, mockApi, signedOut } from '@liveqr/web/api-client/testing';
import { authApi } from './auth-api';
import { AuthProvider, useAuth } from './auth-context';
import { RequireAuth, returnPath } from './require-auth';

const ada = aSessionUser();
const server = mockApi();

/**
 * The browser holds the signed-in cookie; GET /api/auth/session answers the user, or 401 while
 * `signedIn()` says the access token has expired.
 */
function session(signedIn: () => boolean = () => true) {
  document.cookie = `${SIGNED_IN_COOKIE}=1; path=/`;
  server.use(
    http.get('/api/auth/session', ({ response }) =>
      signedIn() ? response(200).json({ user: ada }) : response(401).json(anError(401, 'NOT_SIGNED_IN', 'no')),
    ),
  );
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
    session();
    renderGuarded('/account');
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(await screen.findByText('account page')).toBeTruthy();
  });

  it('sends a signed-out user to /login, remembering the page asked for', async () => {
    renderGuarded('/account?tab=profile');
    expect(await screen.findByText('login page, back to /account?tab=profile')).toBeTruthy();
    // Without the signed-in cookie there is no session to ask for: a signed-out visitor's pages call nothing.
    expect(server.requests()).toEqual([]);
  });

  it('sends a user whose session has ended to /login', async () => {
    document.cookie = `${SIGNED_IN_COOKIE}=1; path=/`;
    server.use(...signedOut());
    renderGuarded('/account');
    expect(await screen.findByText('login page, back to /account')).toBeTruthy();
    expect(server.requests().map(({ method, url }) => `${method} ${url.pathname}`)).toEqual([
      'GET /api/auth/session',
      'POST /api/auth/refresh',
    ]);
  });

  it('keeps the user signed in by refreshing an expired access token', async () => {
    let refreshed = false;
    session(() => refreshed);
    server.use(
      http.post('/api/auth/refresh', ({ response }) => {
        refreshed = true;
        return response(200).json({ user: ada });
      }),
    );
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
    session();
    server.use(http.post('/api/auth/sign-out', ({ response }) => response(204).empty()));
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
    expect(server.requests('POST /api/auth/sign-out')).toHaveLength(1);
  });
});

describe('the API client in the auth screens', () => {
  it("throws the server's message", async () => {
    server.use(
      http.post('/api/auth/sign-in', ({ response }) =>
        response(401).json(anError(401, 'UNAUTHORIZED', 'Invalid email or password')),
      ),
    );
    await expect(authApi.signIn('ada@example.com', 'wrong', false)).rejects.toThrow('Invalid email or password');
    // Wrong credentials are not an expired session: no refresh is tried.
    expect(server.requests('POST /api/auth/refresh')).toHaveLength(0);
  });

  it("carries the body's error code and the rest of the refusal", async () => {
    server.use(
      http.post('/api/qr-codes', ({ response }) =>
        response(400).json({ ...anError(400, 'INVALID_CUSTOMIZATION', 'Too light'), problem: 'lowContrast' }),
      ),
    );
    const failure = await api
      .POST('/api/qr-codes', { body: { type: 'website', content: { url: 'https://example.com' } } })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 400, message: 'Too light', code: 'INVALID_CUSTOMIZATION' });
    expect((failure as ApiError).body['problem']).toBe('lowContrast');
  });
});
