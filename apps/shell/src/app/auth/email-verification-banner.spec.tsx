import { fireEvent, render, screen } from '@testing-library/react';
import { AuthProvider, useAuth } from '@liveqr/web/auth';
import { initI18n } from '@liveqr/web/i18n';
import { EmailVerificationBanner } from './email-verification-banner';

const ada = { id: 'u1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' };

/** Signed in as `user`; the resend call answers `resendStatus`. */
function api(user: object, resendStatus = 204) {
  const calls: string[] = [];
  global.fetch = jest.fn(async (path: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(path)}`;
    calls.push(key);
    const [status, body] =
      key === 'GET /api/auth/session'
        ? [200, { user }]
        : [
            resendStatus,
            resendStatus === 429 ? { error: 'TOO_MANY_ATTEMPTS', message: 'Too many attempts.' } : undefined,
          ];
    const text = body ? JSON.stringify(body) : '';
    return { ok: status < 400, status, statusText: '', text: async () => text, json: async () => body } as Response;
  }) as typeof fetch;
  return calls;
}

/** Shows once the session has been read, so a test knows the banner saw the user. */
function SessionRead() {
  const { user } = useAuth();
  return user ? <p>signed in as {user.email}</p> : null;
}

const renderBanner = () =>
  render(
    <AuthProvider>
      <EmailVerificationBanner />
      <SessionRead />
    </AuthProvider>,
  );

describe('EmailVerificationBanner', () => {
  beforeAll(() => initI18n());

  it('offers to resend the link until the address is confirmed', async () => {
    const calls = api({ ...ada, emailVerified: false });
    renderBanner();
    expect(
      await screen.findByText('Please confirm your email address: we sent a link to ada@example.com.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Resend link' }));
    expect(await screen.findByText('A new link is on its way to ada@example.com.')).toBeTruthy();
    expect(calls).toContain('POST /api/auth/email/verification');
  });

  it("shows the server's reason when resending is limited", async () => {
    api({ ...ada, emailVerified: false }, 429);
    renderBanner();
    fireEvent.click(await screen.findByRole('button', { name: 'Resend link' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts.');
  });

  it('is not shown once the address is confirmed', async () => {
    api({ ...ada, emailVerified: true });
    renderBanner();
    await screen.findByText('signed in as ada@example.com');
    expect(screen.queryByRole('button', { name: 'Resend link' })).toBeNull();
    expect(screen.queryByText(/Please confirm your email address/)).toBeNull();
  });
});
