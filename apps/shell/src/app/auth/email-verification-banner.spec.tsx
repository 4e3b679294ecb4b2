import { fireEvent, render, screen } from '@testing-library/react';
import { AuthProvider, useAuth } from '@liveqr/web/auth';
import type { components } from '@liveqr/web/api-client';
import { http, mockApi, signedInAs } from '@liveqr/web/api-client/testing';
import { initI18n } from '@liveqr/web/i18n/testing';
import { EmailVerificationBanner } from './email-verification-banner';

const ada = { id: 'u1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' };

const server = mockApi();

/** Signed in as `user`; the resend call answers `resendStatus`. Returns the resend calls seen. */
function api(user: components['schemas']['SessionUserDto'], resendStatus: 204 | 429 = 204) {
  const resent: string[] = [];
  server.use(
    ...signedInAs(user),
    http.post('/api/auth/email/verification', ({ response }) => {
      resent.push('POST /api/auth/email/verification');
      return resendStatus === 429
        ? response(429).json({
            statusCode: 429,
            code: 'TOO_MANY_ATTEMPTS',
            error: 'TOO_MANY_ATTEMPTS',
            message: 'Too many attempts.',
          })
        : response(204).empty();
    }),
  );
  return resent;
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

  it("says in the reader's language why resending is limited", async () => {
    api({ ...ada, emailVerified: false }, 429);
    renderBanner();
    fireEvent.click(await screen.findByRole('button', { name: 'Resend link' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many requests. Please wait a while and try again.',
    );
  });

  it('is not shown once the address is confirmed', async () => {
    api({ ...ada, emailVerified: true });
    renderBanner();
    await screen.findByText('signed in as ada@example.com');
    expect(screen.queryByRole('button', { name: 'Resend link' })).toBeNull();
    expect(screen.queryByText(/Please confirm your email address/)).toBeNull();
  });
});
