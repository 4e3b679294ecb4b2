import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { anError, http, mockApi, signedInAs } from '@liveqr/web/api-client/testing';
import { AuthProvider } from '@liveqr/web/auth';
import { initI18n } from '@liveqr/web/i18n/testing';
import { Notifications, toast } from '@liveqr/web/ui';
import { ChangeEmailForm } from './change-email-form';

const server = mockApi();

/** The card with the shell's toasts beside it; Send posts the new address and the password. */
function renderCard() {
  render(
    <AuthProvider>
      <ChangeEmailForm />
      <Notifications />
    </AuthProvider>,
  );
  const card = screen.getByRole('form', { name: 'Change Email Address' });
  const fill = (label: string, value: string) =>
    fireEvent.change(within(card).getByLabelText(label), { target: { value } });
  fill('New Email Address', '  new@example.com ');
  fill('Current Password', 'my current password');
  fireEvent.click(within(card).getByRole('button', { name: 'Send Confirmation Link' }));
  return card;
}

const toastOf = (text: string) => screen.findByText(text, { selector: '[data-sonner-toast] *' });

describe('ChangeEmailForm', () => {
  beforeAll(() => initI18n());
  beforeEach(() =>
    server.use(
      ...signedInAs(),
      http.get('/api/auth/providers', ({ response }) => response(200).json({ google: false })),
    ),
  );
  afterEach(() => toast.dismiss());

  it('confirms the mailed link with a toast, not in the card, and empties the fields', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('/api/account/email', async ({ request, response }) => {
        sent.push(await request.json());
        return response(202).json({ message: 'Sent' });
      }),
    );
    const card = renderCard();

    const sentText = 'We sent a link to new@example.com. Your email address changes when you open it.';
    expect(await toastOf(sentText)).toBeTruthy();
    expect(within(card).queryByText(sentText)).toBeNull();
    expect(within(card).queryByRole('status')).toBeNull();
    expect(sent).toEqual([{ newEmail: 'new@example.com', currentPassword: 'my current password' }]);
    expect((within(card).getByLabelText('New Email Address') as HTMLInputElement).value).toBe('');
    expect((within(card).getByLabelText('Current Password') as HTMLInputElement).value).toBe('');
  });

  it('shows a wrong password at the password field, focused, with no toast, until it is changed', async () => {
    server.use(
      http.post('/api/account/email', ({ response }) =>
        response(400).json(anError(400, 'WRONG_CURRENT_PASSWORD', 'Current password is incorrect')),
      ),
    );
    const card = renderCard();

    const password = within(card).getByLabelText('Current Password');
    await within(card).findByText('Current password is incorrect.');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(
      document.getElementById(password.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '')?.textContent,
    ).toBe('Current password is incorrect.');
    expect(document.activeElement).toBe(password);
    expect(within(card).getByLabelText('New Email Address').getAttribute('aria-invalid')).toBeNull();
    expect(within(card).queryByRole('alert')).toBeNull();
    expect(document.querySelector('[data-sonner-toast]')).toBeNull();

    fireEvent.change(password, { target: { value: 'another try' } });
    expect(within(card).queryByText('Current password is incorrect.')).toBeNull();
    expect(password.getAttribute('aria-invalid')).toBeNull();
  });

  it('shows an address already in use at the address field', async () => {
    server.use(
      http.post('/api/account/email', ({ response }) =>
        response(409).json(anError(409, 'EMAIL_TAKEN', 'An account with this email already exists')),
      ),
    );
    const card = renderCard();

    const address = within(card).getByLabelText('New Email Address');
    await waitFor(() => expect(address.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(address);
  });

  it('heads the card with a refusal that concerns no field', async () => {
    server.use(
      http.post('/api/account/email', ({ response }) =>
        response(429).json(anError(429, 'TOO_MANY_ATTEMPTS', 'Too many attempts')),
      ),
    );
    const card = renderCard();

    expect((await within(card).findByRole('alert')).textContent).toBeTruthy();
    expect(within(card).getByLabelText('Current Password').getAttribute('aria-invalid')).toBeNull();
  });
});
