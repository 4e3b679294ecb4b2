import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { anError, http, mockApi, signedInAs } from '@liveqr/web/api-client/testing';
import { AuthProvider } from '@liveqr/web/auth';
import { initI18n } from '@liveqr/web/i18n/testing';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { DeleteAccountForm } from './delete-account-form';

const server = mockApi();

/** The home page, and what the app asked it to say. */
function Home() {
  return <p>Home{useLocation().search}</p>;
}

/** The card on /account, with the word typed and Delete pressed; / says when it was reached, and with what. */
function deleteWith(confirmation: string, answer: Parameters<typeof http.delete<'/api/account'>>[1]) {
  server.use(...signedInAs(), http.delete('/api/account', answer));
  render(
    <AuthProvider>
      <MemoryRouter initialEntries={['/account']}>
        <Routes>
          <Route path="/account" element={<DeleteAccountForm />} />
          <Route path="/" element={<Home />} />
        </Routes>
      </MemoryRouter>
    </AuthProvider>,
  );
  const card = screen.getByRole('form', { name: 'Delete Account' });
  fireEvent.change(within(card).getByLabelText('Type DELETE to confirm'), { target: { value: confirmation } });
  fireEvent.click(within(card).getByRole('button', { name: 'Delete Account' }));
  return card;
}

describe('DeleteAccountForm', () => {
  beforeAll(() => initI18n());

  it('deletes the account and leaves for the home page, which says it is deleted', async () => {
    const sent: unknown[] = [];
    deleteWith('DELETE', async ({ request, response }) => {
      sent.push(await request.json());
      return response(204).empty();
    });
    expect(await screen.findByText('Home?account=deleted')).toBeTruthy();
    expect(sent).toEqual([{ confirmation: 'DELETE' }]);
  });

  it('shows a confirmation the server did not take at its field, focused, until it is changed', async () => {
    const card = deleteWith(`DELETE${' '.repeat(20)}`, ({ response }) =>
      response(400).json({
        ...anError(400, 'VALIDATION_FAILED', 'confirmation must be shorter than or equal to 20 characters'),
        fieldErrors: [
          { field: 'confirmation', messages: ['confirmation must be shorter than or equal to 20 characters'] },
        ],
      }),
    );
    const field = within(card).getByLabelText('Type DELETE to confirm');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Type the confirmation word to delete the account.',
    );
    expect(document.activeElement).toBe(field);
    expect(within(card).queryByRole('alert')).toBeNull();

    fireEvent.change(field, { target: { value: 'DELETE' } });
    expect(field.getAttribute('aria-invalid')).toBeNull();
  });

  it('heads the card with a refusal that concerns no field', async () => {
    const card = deleteWith('DELETE', ({ response }) =>
      response(500).json(anError(500, 'INTERNAL_ERROR', 'Something broke')),
    );
    expect((await within(card).findByRole('alert')).textContent).toBe(
      'Something went wrong on our side. Please try again.',
    );
    expect(within(card).getByLabelText('Type DELETE to confirm').getAttribute('aria-invalid')).toBeNull();
  });
});
