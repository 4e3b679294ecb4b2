import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { anError, http, mockApi, signedInAs } from '@liveqr/web/api-client/testing';
import { AuthProvider } from '@liveqr/web/auth';
import { initI18n } from '@liveqr/web/i18n/testing';
import { Notifications, toast } from '@liveqr/web/ui';
import type { ApiKey } from '../../api/developer-api';
import { ApiKeysCard } from './api-keys-card';

const server = mockApi();

const A_KEY: ApiKey = {
  id: 'k1',
  name: 'Inventory sync',
  prefix: 'lq_live_abc',
  scopes: ['read'],
  createdAt: '2026-11-20T10:00:00.000Z',
  lastUsedAt: null,
  expiresAt: null,
  revokedAt: null,
  revokedReason: null,
};

/** The card, signed in with a confirmed address, the toasts beside it; the list holds `keys`. */
async function renderCard(keys: ApiKey[] = []) {
  server.use(
    ...signedInAs(),
    http.get('/api/account/api-keys', ({ response }) => response(200).json(keys)),
  );
  render(
    <AuthProvider>
      <ApiKeysCard />
      <Notifications />
    </AuthProvider>,
  );
  const card = screen.getByRole('region', { name: 'API Keys' });
  await within(card).findByLabelText('Key name');
  return card;
}

/** The texts a control's `aria-describedby` points at. */
const described = (control: Element) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

const toastSaying = (text: string) => screen.findByText(text, { selector: '[data-sonner-toast] *' });

describe('ApiKeysCard', () => {
  beforeAll(() => initI18n());
  afterEach(() => toast.dismiss());

  it('asks for a name and a permission at their fields before asking the server', async () => {
    const card = await renderCard();
    const name = within(card).getByLabelText('Key name');
    fireEvent.click(within(card).getByRole('button', { name: 'Create Key' }));
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(described(name)).toBe('Give the key a name.');
    expect(document.activeElement).toBe(name);

    fireEvent.change(name, { target: { value: 'Sync' } });
    expect(name.getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(within(card).getByLabelText('Read'));
    fireEvent.click(within(card).getByRole('button', { name: 'Create Key' }));
    const permissions = within(card).getByRole('group', { name: 'Permissions' });
    await waitFor(() => expect(described(permissions)).toBe('Choose at least one permission.'));
    expect(document.activeElement).toBe(within(card).getByLabelText('Read'));
    expect(within(card).getByLabelText('Read').getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(within(card).getByLabelText('Write'));
    expect(permissions.getAttribute('aria-describedby')).toBeNull();
    expect(within(card).queryByRole('alert')).toBeNull();
    expect(server.requests('POST /api/account/api-keys')).toEqual([]);
  });

  it('shows a name the server refused at the name field, and a refusal of no field above Create', async () => {
    let answer = 'name';
    server.use(
      http.post('/api/account/api-keys', ({ response }) =>
        answer === 'name'
          ? response(400).json({
              ...anError(400, 'VALIDATION_FAILED', 'Name must be at most 100 characters'),
              fieldErrors: [{ field: 'name', messages: ['Name must be at most 100 characters'] }],
            })
          : response(409).json(anError(409, 'API_KEY_LIMIT_REACHED', 'Too many keys')),
      ),
    );
    const card = await renderCard();
    const name = within(card).getByLabelText('Key name');
    fireEvent.change(name, { target: { value: 'Sync' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Create Key' }));
    await waitFor(() => expect(described(name)).toBe('At most 100 characters.'));
    expect(document.activeElement).toBe(name);
    expect(within(card).queryByRole('alert')).toBeNull();

    answer = 'limit';
    fireEvent.click(within(card).getByRole('button', { name: 'Create Key' }));
    expect((await within(card).findByRole('alert')).textContent).toBe(
      'You have 25 active API keys. Revoke one before creating another.',
    );
    expect(name.getAttribute('aria-invalid')).toBeNull();
  });

  it('confirms a new key with a toast, and puts the focus on its secret, shown this once', async () => {
    server.use(
      http.post('/api/account/api-keys', ({ response }) =>
        response(201).json({ ...A_KEY, id: 'k2', name: 'Sync', secret: 'lq_live_secret' }),
      ),
    );
    const card = await renderCard();
    fireEvent.change(within(card).getByLabelText('Key name'), { target: { value: 'Sync' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Create Key' }));
    expect(await toastSaying('Key “Sync” created.')).toBeTruthy();
    const secret = within(card).getByLabelText('Secret');
    expect(secret.textContent).toBe('lq_live_secret');
    expect(document.activeElement?.contains(secret)).toBe(true);
  });

  it('revokes a key only once asked again, and confirms it with a toast', async () => {
    let revoked = false;
    server.use(
      http.delete('/api/account/api-keys/{id}', ({ response }) => {
        revoked = true;
        return response(204).empty();
      }),
    );
    const card = await renderCard([A_KEY]);
    fireEvent.click(await within(card).findByRole('button', { name: 'Revoke Inventory sync' }));
    expect(revoked).toBe(false);
    fireEvent.click(within(card).getByRole('button', { name: 'Revoke “Inventory sync” now' }));
    expect(await toastSaying('Key “Inventory sync” revoked.')).toBeTruthy();
    expect(revoked).toBe(true);
  });
});
