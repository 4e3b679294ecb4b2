import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { anError, http, mockApi, signedInAs } from '@liveqr/web/api-client/testing';
import { AuthProvider } from '@liveqr/web/auth';
import { initI18n } from '@liveqr/web/i18n/testing';
import { Notifications, toast } from '@liveqr/web/ui';
import { WebhooksCard } from './webhooks-card';

const server = mockApi();

const URL_TO_CALL = 'https://example.com/hooks';

/** The card, signed in with a confirmed address, the toasts beside it, the address typed. */
async function renderCard() {
  server.use(
    ...signedInAs(),
    http.get('/api/webhooks', ({ response }) => response(200).json([])),
  );
  render(
    <AuthProvider>
      <WebhooksCard />
      <Notifications />
    </AuthProvider>,
  );
  const card = screen.getByRole('region', { name: 'Webhooks' });
  fireEvent.change(await within(card).findByLabelText('Endpoint URL'), { target: { value: URL_TO_CALL } });
  return card;
}

/** The texts a control's `aria-describedby` points at. */
const described = (control: Element) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

describe('WebhooksCard', () => {
  beforeAll(() => initI18n());
  afterEach(() => toast.dismiss());

  it('confirms an added endpoint with a toast, and puts the focus on its signing secret', async () => {
    server.use(
      http.post('/api/webhooks', ({ response }) =>
        response(201).json({
          id: 'w1',
          url: URL_TO_CALL,
          events: ['qr_code.created'],
          enabled: true,
          disabledAt: null,
          revokedAt: null,
          revokedReason: null,
          createdAt: '2026-11-20T10:00:00.000Z',
          secret: 'whsec_secret',
        }),
      ),
    );
    const card = await renderCard();
    fireEvent.click(within(card).getByRole('button', { name: 'Add Endpoint' }));
    expect(await screen.findByText('The endpoint is added.', { selector: '[data-sonner-toast] *' })).toBeTruthy();
    const secret = within(card).getByLabelText('Secret');
    expect(secret.textContent).toBe('whsec_secret');
    expect(document.activeElement?.contains(secret)).toBe(true);
  });

  it('asks for an event at the events, and shows a refused address at the address', async () => {
    server.use(
      http.post('/api/webhooks', ({ response }) =>
        response(400).json(anError(400, 'WEBHOOK_URL_NOT_PUBLIC', 'Not public')),
      ),
    );
    const card = await renderCard();
    fireEvent.click(within(card).getByLabelText('QR code created'));
    fireEvent.click(within(card).getByRole('button', { name: 'Add Endpoint' }));
    const events = within(card).getByRole('group', { name: 'Events' });
    await waitFor(() => expect(described(events)).toBe('Choose at least one event.'));
    expect(document.activeElement).toBe(within(card).getByLabelText('QR code created'));
    expect(server.requests('POST /api/webhooks')).toEqual([]);

    fireEvent.click(within(card).getByLabelText('Scans'));
    expect(events.getAttribute('aria-describedby')).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'Add Endpoint' }));
    const address = within(card).getByLabelText('Endpoint URL');
    await waitFor(() => expect(described(address)).toBe('The endpoint must be a public address on the internet.'));
    expect(document.activeElement).toBe(address);
    expect(within(card).queryByRole('alert')).toBeNull();
  });
});
