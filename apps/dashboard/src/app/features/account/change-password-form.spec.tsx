import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { anError, http, mockApi, signedInAs } from '@liveqr/web/api-client/testing';
import { AuthProvider } from '@liveqr/web/auth';
import { initI18n } from '@liveqr/web/i18n/testing';
import { Notifications, toast } from '@liveqr/web/ui';
import { ChangePasswordForm } from './change-password-form';

const server = mockApi();

describe('ChangePasswordForm', () => {
  beforeAll(() => initI18n());
  beforeEach(() => server.use(...signedInAs()));
  afterEach(() => toast.dismiss());

  it('says a common password is refused once: at the new password, not again under the meter', async () => {
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
    const next = screen.getByLabelText('New Password', { exact: true });
    await waitFor(() => expect(next.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(common)).toHaveLength(1);
    expect(next.getAttribute('aria-describedby')).toContain(screen.getByText(common).id);
    expect(document.activeElement).toBe(next);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(server.requests('POST /api/auth/password/change')).toEqual([]);
  });

  it('shows a wrong current password at its field, and a mismatch at the confirmation, each gone when changed', async () => {
    server.use(
      http.post('/api/auth/password/change', ({ response }) =>
        response(400).json(anError(400, 'WRONG_CURRENT_PASSWORD', 'Current password is incorrect')),
      ),
    );
    render(
      <AuthProvider>
        <ChangePasswordForm />
      </AuthProvider>,
    );
    const field = (label: string) => screen.getByLabelText(label, { exact: true });
    const fill = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
    fill('Current Password', 'not my password at all');
    fill('New Password', 'a long and unusual passphrase 7');
    fill('Confirm New Password', 'a long and unusual passphrase 8');
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    await waitFor(() => expect(field('Confirm New Password').getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(field('Confirm New Password'));
    fill('Confirm New Password', 'a long and unusual passphrase 7');
    expect(field('Confirm New Password').getAttribute('aria-invalid')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    await waitFor(() => expect(field('Current Password').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Current password is incorrect.')).toBeTruthy();
    expect(document.activeElement).toBe(field('Current Password'));
    fill('Current Password', 'my real password');
    expect(screen.queryByText('Current password is incorrect.')).toBeNull();
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
