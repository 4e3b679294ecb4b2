import { aBillingOverview, anError, aSessionUser, http, mockApi, signedInAs } from '@liveqr/web/api-client/testing';
import { AuthProvider } from '@liveqr/web/auth';
import { initI18n } from '@liveqr/web/i18n/testing';
import { Notifications, toast } from '@liveqr/web/ui';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import DashboardApp from './dashboard-routes';
import type { ReportedQrCode } from '../api/operator-api';

function aReportedCode(overrides: Partial<ReportedQrCode> = {}): ReportedQrCode {
  return {
    qrCodeId: 'c1',
    slug: 'abc123',
    name: 'Prize draw',
    type: 'website',
    destination: 'https://prize.example/claim',
    isActive: true,
    status: 'open',
    reporters: 3,
    interstitial: true,
    lastReportedAt: '2026-11-24T10:00:00.000Z',
    reports: [
      { reason: 'phishing', details: 'Asks for my card', contact: null, reportedAt: '2026-11-24T10:00:00.000Z' },
    ],
    appeal: null,
    ...overrides,
  };
}

const server = mockApi();

/** Signed in as an operator (or not), with the review list answered as the test says. */
function renderAt(path: string, operator = true) {
  server.use(
    ...signedInAs(aSessionUser({ email: 'ops@liveqr.test' })),
    http.get('/api/billing', ({ response }) => response(200).json(aBillingOverview())),
    http.get('/api/operator/me', ({ response }) => response(200).json({ operator, missing: [] })),
  );
  render(
    <MemoryRouter initialEntries={[path]}>
      <AuthProvider>
        <DashboardApp />
      </AuthProvider>
      <Notifications />
    </MemoryRouter>,
  );
}

describe('Abuse reports', () => {
  beforeAll(async () => {
    await initI18n().changeLanguage('en');
  });
  afterEach(() => toast.dismiss());

  it('lists the reported codes with their reports, and clears one, confirmed by a toast', async () => {
    let cleared = false;
    server.use(
      http.get('/api/operator/reports', ({ response }) => response(200).json(cleared ? [] : [aReportedCode()])),
      http.post('/api/operator/reports/{id}/clear', ({ response }) => {
        cleared = true;
        return response(200).json(aReportedCode({ status: 'cleared', reporters: 0, interstitial: false }));
      }),
    );
    renderAt('/operator/reports');
    expect(await screen.findByRole('heading', { name: 'Prize draw' })).toBeTruthy();
    expect(screen.getByText('https://prize.example/claim')).toBeTruthy();
    expect(screen.getByText('Asks for my card')).toBeTruthy();
    expect(screen.getByText(/Scanners are warned/)).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Abuse reports' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText('No codes are waiting for review.')).toBeTruthy();
    expect(server.requests('POST /api/operator/reports/c1/clear')).toHaveLength(1);
    expect(
      await screen.findByText('Prize draw is cleared: scanners are no longer warned', {
        selector: '[data-sonner-toast] *',
      }),
    ).toBeTruthy();
  });

  it('asks the server for another review status', async () => {
    server.use(http.get('/api/operator/reports', ({ response }) => response(200).json([])));
    renderAt('/operator/reports');
    expect(await screen.findByText('No codes are waiting for review.')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Show' }), { target: { value: 'disabled' } });
    await waitFor(() =>
      expect(server.requests('GET /api/operator/reports').map(({ url }) => url.search)).toContain('?status=disabled'),
    );
  });

  it('tells someone who is not an operator so, and shows them no link', async () => {
    server.use(
      http.get('/api/operator/reports', ({ response }) =>
        response(403).json(anError(403, 'FORBIDDEN', 'Only LiveQR operators can do this')),
      ),
    );
    renderAt('/operator/reports', false);
    expect(await screen.findByText('Only LiveQR operators can review abuse reports.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Abuse reports' })).toBeNull();
  });
});
