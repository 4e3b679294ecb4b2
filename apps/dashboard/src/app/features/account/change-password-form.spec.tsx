import { fireEvent, render, screen, within } from '@testing-library/react';
import { http, mockApi, signedInAs } from '@liveqr/web/api-client/testing';
import { AuthProvider } from '@liveqr/web/auth';
import { initI18n } from '@liveqr/web/i18n/testing';
import { Notifications, toast } from '@liveqr/web/ui';
import { ChangePasswordForm } from './change-password-form';

const server = mockApi();

describe('ChangePasswordForm', () => {
  beforeAll(() => initI18n());
  beforeEach(() => server.use(...signedInAs()));
  afterEach(() => toast.dismiss());

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

  it('confirms a changed password with a toast, not in the card, and empties the fields', async () => {
    server.use(http.post('/api/auth/password/change', ({ response }) => response(204).empty()));
    render(
      <AuthProvider>
        <ChangePasswordForm />
        <Notifications />
      </AuthProvider>,
    );
    const card = screen.getByRole('form', { name: 'Change Password' });
    const fill = (label: string, value: string) =>
      fireEvent.change(within(card).getByLabelText(label, { exact: true }), { target: { value } });
    fill('Current Password', 'an old one, long enough');
    fill('New Password', 'quiet harbour lanterns 1987');
    fill('Confirm New Password', 'quiet harbour lanterns 1987');
    fireEvent.click(within(card).getByRole('button', { name: 'Change Password' }));

    const done = 'Password changed successfully. Your other sessions were signed out.';
    expect(await screen.findByText(done, { selector: '[data-sonner-toast] *' })).toBeTruthy();
    expect(within(card).queryByText(done)).toBeNull();
    expect(within(card).queryByRole('alert')).toBeNull();
    expect(server.requests('POST /api/auth/password/change')).toHaveLength(1);
    expect((within(card).getByLabelText('New Password', { exact: true }) as HTMLInputElement).value).toBe('');
  });
});
