import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { anError, http, mockApi } from '@liveqr/web/api-client/testing';
import { AuthProvider } from '@liveqr/web/auth';
import { initI18n } from '@liveqr/web/i18n/testing';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AuthCallbackPage } from './auth-callback-page';
import { AuthErrorPage } from './auth-error-page';
import { ResetPasswordPage } from './reset-password-page';
import { SignupPage } from './signup-page';

const server = mockApi();

/** The API as these screens see it: signed out, Google not configured. */
function signedOutVisitor() {
  server.use(http.get('/api/auth/providers', ({ response }) => response(200).json({ google: false })));
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}${location.hash}`}</output>;
}

function renderAt(url: string, element: ReactNode, path: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <AuthProvider>
        <Routes>
          <Route path={path} element={element} />
          <Route path="*" element={null} />
        </Routes>
        <Where />
      </AuthProvider>
    </MemoryRouter>,
  );
}

describe('the auth screens', () => {
  beforeAll(() => initI18n());
  beforeEach(() => signedOutVisitor());

  it("/auth/error says 'Link Expired' for access_denied, offers a new link and clears the address", async () => {
    const description = encodeURIComponent('Invalid or expired reset link');
    renderAt(`/auth/error?error=access_denied&error_description=${description}`, <AuthErrorPage />, '/auth/error');
    expect(await screen.findByRole('heading', { name: 'Link Expired' })).toBeTruthy();
    expect(screen.getByText('This password reset link has expired. Please request a new one.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Invalid or expired reset link');
    expect(screen.getByRole('link', { name: 'Request New Reset Link' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.getByRole('link', { name: 'Contact Support' }).getAttribute('href')).toBe('/contact');
    expect(screen.getByTestId('where').textContent).toBe('/auth/error');
  });

  it("/reset-password with a link the server refuses says so in the reader's language, with no English left", async () => {
    server.use(
      http.post('/api/auth/password/reset/check', ({ response }) =>
        response(400).json(anError(400, 'RESET_LINK_INVALID', 'Invalid or expired reset link')),
      ),
    );
    await initI18n().changeLanguage('de');
    try {
      render(
        <MemoryRouter initialEntries={['/reset-password?token=used']}>
          <AuthProvider>
            <Routes>
              <Route path="/reset-password" element={<ResetPasswordPage />} />
              <Route path="/auth/error" element={<AuthErrorPage />} />
            </Routes>
          </AuthProvider>
        </MemoryRouter>,
      );
      const heading = await screen.findByRole('heading', { name: 'Link abgelaufen' });
      expect(heading.closest('section')?.textContent).not.toContain('Invalid');
      expect(screen.queryByRole('alert')).toBeNull();
    } finally {
      await initI18n().changeLanguage('en');
    }
  });

  it("/auth/error says 'Authentication Error' with the description from the hash, without a new-link button", async () => {
    renderAt(
      '/auth/error#error=server_error&error_description=Provider%20unavailable',
      <AuthErrorPage />,
      '/auth/error',
    );
    expect(await screen.findByRole('heading', { name: 'Authentication Error' })).toBeTruthy();
    expect(screen.getAllByText('Provider unavailable')).toHaveLength(2);
    expect(screen.queryByRole('link', { name: 'Request New Reset Link' })).toBeNull();
  });

  it('/auth/error without details shows the generic text', async () => {
    renderAt('/auth/error', <AuthErrorPage />, '/auth/error');
    expect(await screen.findByText('There was an issue with your authentication request.')).toBeTruthy();
  });

  it('/signup checks that the passwords match before their length, without calling the API', async () => {
    renderAt('/signup', <SignupPage />, '/signup');
    const fill = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
    fill('First Name', 'Ada');
    fill('Last Name', 'Lovelace');
    fill('Email', 'ada@example.com');
    fill('Password', 'abc');
    fill('Confirm Password', 'abd');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Passwords do not match');
    fill('Confirm Password', 'abc');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Password must be at least 6 characters');
    expect(server.requests('POST /api/auth/sign-up')).toEqual([]);
  });

  it('/signup says a common password is refused once: in the alert, not again under the meter', async () => {
    renderAt('/signup', <SignupPage />, '/signup');
    const fill = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
    fill('First Name', 'Ada');
    fill('Last Name', 'Lovelace');
    fill('Email', 'ada@example.com');
    fill('Password', 'password123');
    fill('Confirm Password', 'password123');
    const common = 'This password is one of the most common ones. Please choose another.';
    // The meter says it while the password is typed...
    expect(await screen.findByText(common)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    // ...and the refused form says it in its alert, where the meter then stays quiet.
    expect((await screen.findByRole('alert')).textContent).toBe(common);
    expect(screen.getAllByText(common)).toHaveLength(1);
    expect(screen.getByText(/^Password strength:/)).toBeTruthy();
  });

  it('offers Google only when the API says it is configured, and no disabled button otherwise', async () => {
    const { unmount } = renderAt('/signup', <SignupPage />, '/signup');
    await waitFor(() => expect(server.requests('GET /api/auth/providers')).toHaveLength(1));
    await act(() => Promise.resolve());
    expect(screen.queryByRole('button', { name: /Google/ })).toBeNull();
    expect(screen.queryByText('or')).toBeNull();
    unmount();

    server.use(http.get('/api/auth/providers', ({ response }) => response(200).json({ google: true })));
    renderAt('/signup', <SignupPage />, '/signup');
    expect((await screen.findByRole('button', { name: 'Continue with Google' })).hasAttribute('disabled')).toBe(false);
  });

  it('/auth/callback waits 1 s, finds no session, shows the error and after 2 s goes to /login?error=no_session', async () => {
    jest.useFakeTimers();
    renderAt('/auth/callback', <AuthCallbackPage />, '/auth/callback');
    expect(screen.getByRole('heading', { name: 'Completing sign in...' })).toBeTruthy();
    expect(screen.getByText('Please wait')).toBeTruthy();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1000);
    });
    expect(screen.getByRole('alert').textContent).toBe('Error: No session was found.');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(2000);
    });
    expect(screen.getByTestId('where').textContent).toBe('/login?error=no_session');
    jest.useRealTimers();
  });
});
