import { fireEvent, render, screen } from '@testing-library/react';
import { mockApi, signedInAs } from '@liveqr/web/api-client/testing';
import { AuthProvider } from '@liveqr/web/auth';
import { initI18n } from '@liveqr/web/i18n/testing';
import { ChangePasswordForm } from './change-password-form';

const server = mockApi();

describe('ChangePasswordForm', () => {
  beforeAll(() => initI18n());
  beforeEach(() => server.use(...signedInAs()));

  it('says a common password is refused once: in the alert, not again under the meter', async () => {
    render(
      <AuthProvider>
        <ChangePasswordForm />
      </AuthProvider>,
    );
    const fill = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
    fill('Current Password', 'an old one, long enough');
    fill('New Password', 'password123');
    fill('Confirm New Password', 'password123');
    const common = 'This password is one of the most common ones. Please choose another.';
    expect(await screen.findByText(common)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect((await screen.findByRole('alert')).textContent).toBe(common);
    expect(screen.getAllByText(common)).toHaveLength(1);
    expect(server.requests('POST /api/auth/password/change')).toEqual([]);
  });
});
