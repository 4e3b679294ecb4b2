import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { anError, http, mockApi } from '@liveqr/web/api-client/testing';
import { initI18n } from '@liveqr/web/i18n/testing';
import { Notifications, toast } from '@liveqr/web/ui';
import { MemoryRouter } from 'react-router';
import { ProfileForm } from './profile-form';

const server = mockApi();

const PROFILE = {
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  phone: '',
  accountType: 'private',
  companyName: '',
  taxId: '',
  address: '',
  postalCode: '',
  country: '',
  language: 'en',
  updatedAt: null,
} as const;

/** The profile with the shell's toasts beside it; Save answers as `save` says. */
async function saveWith(save: Parameters<typeof http.put<'/api/profile'>>[1]) {
  server.use(
    http.get('/api/profile', ({ response }) => response(200).json(PROFILE)),
    http.put('/api/profile', save),
  );
  render(
    <MemoryRouter>
      <ProfileForm />
      <Notifications />
    </MemoryRouter>,
  );
  const form = await screen.findByRole('form', { name: 'My Account' });
  fireEvent.change(within(form).getByLabelText('Phone'), { target: { value: '+49 30 1234567' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));
  return form;
}

/** The texts a control's `aria-describedby` points at. */
const described = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

describe('ProfileForm', () => {
  beforeAll(() => initI18n());
  afterEach(() => toast.dismiss());

  it('confirms a save with a toast', async () => {
    const form = await saveWith(async ({ request, response }) =>
      response(200).json({ ...PROFILE, ...(await request.json()) }),
    );
    expect(await screen.findByText('Profile updated successfully', { selector: '[data-sonner-toast] *' })).toBeTruthy();
    expect(within(form).queryByRole('alert')).toBeNull();
  });

  it('shows a value the server refused at its field, focused, until the field is changed', async () => {
    const form = await saveWith(({ response }) =>
      response(400).json({
        ...anError(400, 'VALIDATION_FAILED', 'Phone must be at most 50 characters'),
        fieldErrors: [{ field: 'phone', messages: ['Phone must be at most 50 characters'] }],
      }),
    );
    const phone = within(form).getByLabelText('Phone');
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    expect(described(phone)).toBe('At most 50 characters.');
    expect(document.activeElement).toBe(phone);
    expect(within(form).getByLabelText('First Name').getAttribute('aria-invalid')).toBeNull();
    expect(within(form).queryByRole('alert')).toBeNull();
    expect(document.querySelector('[data-sonner-toast]')).toBeNull();

    // Another field's change leaves it; its own takes it away.
    fireEvent.change(within(form).getByLabelText('Country'), { target: { value: 'Germany' } });
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(phone, { target: { value: '+49 30 7654321' } });
    expect(phone.getAttribute('aria-invalid')).toBeNull();
    expect(within(form).queryByText('At most 50 characters.')).toBeNull();
  });

  it('shows characters no text may hold at the field the server names, in the reader’s language', async () => {
    const form = await saveWith(({ response }) =>
      response(400).json({
        ...anError(
          400,
          'INVALID_CHARACTERS',
          'Text may not contain NUL characters or unpaired surrogates (body.phone)',
        ),
        field: 'phone',
      }),
    );
    const phone = within(form).getByLabelText('Phone');
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    expect(described(phone)).toBe('The text contains characters that are not allowed.');
    expect(document.activeElement).toBe(phone);
    expect(within(form).queryByRole('alert')).toBeNull();

    fireEvent.change(phone, { target: { value: '+49 30 7654321' } });
    expect(phone.getAttribute('aria-invalid')).toBeNull();
    expect(within(form).queryByText('The text contains characters that are not allowed.')).toBeNull();
  });

  it('heads the form with a failure that concerns no field', async () => {
    const form = await saveWith(({ response }) =>
      response(500).json(anError(500, 'INTERNAL_ERROR', 'Something broke')),
    );
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'Something went wrong on our side. Please try again.',
    );
    expect(within(form).getByLabelText('Phone').getAttribute('aria-invalid')).toBeNull();
  });
});
