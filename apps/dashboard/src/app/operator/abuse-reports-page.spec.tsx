import type { ReportedQrCode } from '@liveqr/shared/contracts';
import { AuthProvider } from '@liveqr/web/auth';
import { initI18n } from '@liveqr/web/i18n';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import DashboardApp from '../app';
import { answer, callsTo, mockFetch, type Route } from '../../../test-support/fetch-mock';

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
    ...overrides,
  };
}

function renderAt(path: string, route: Route, operator = true): jest.Mock {
  const fetchMock = mockFetch((url, init) => {
    if (url.pathname === '/api/auth/session') return answer(200, { user: { id: 'u1', email: 'ops@liveqr.test' } });
    if (url.pathname === '/api/billing/status') return answer(200, { active: true });
    if (url.pathname === '/api/operator/me') return answer(200, { operator });
    return route(url, init);
  });
  render(
    <MemoryRouter initialEntries={[path]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <AuthProvider>
        <DashboardApp />
      </AuthProvider>
    </MemoryRouter>,
  );
  return fetchMock;
}

describe('Abuse reports', () => {
  beforeAll(async () => {
    await initI18n().changeLanguage('en');
  });

  it('lists the reported codes with their reports, and clears one', async () => {
    let cleared = false;
    const fetchMock = renderAt('/operator/reports', (url, init) => {
      if (url.pathname === '/api/operator/reports') return answer(200, cleared ? [] : [aReportedCode()]);
      if (url.pathname === '/api/operator/reports/c1/clear' && init?.method === 'POST') {
        cleared = true;
        return answer(200, aReportedCode({ status: 'cleared', reporters: 0, interstitial: false }));
      }
      return undefined;
    });
    expect(await screen.findByRole('heading', { name: 'Prize draw' })).toBeTruthy();
    expect(screen.getByText('https://prize.example/claim')).toBeTruthy();
    expect(screen.getByText('Asks for my card')).toBeTruthy();
    expect(screen.getByText(/Scanners are warned/)).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Abuse reports' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText('No codes are waiting for review.')).toBeTruthy();
    expect(callsTo(fetchMock, (pathname) => pathname.endsWith('/clear'))).toHaveLength(1);
  });

  it('asks the server for another review status', async () => {
    const fetchMock = renderAt('/operator/reports', (url) =>
      url.pathname === '/api/operator/reports' ? answer(200, []) : undefined,
    );
    expect(await screen.findByText('No codes are waiting for review.')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Show' }), { target: { value: 'disabled' } });
    await waitFor(() =>
      expect(callsTo(fetchMock, (pathname) => pathname === '/api/operator/reports').map((url) => url.search)).toContain(
        '?status=disabled',
      ),
    );
  });

  it('tells someone who is not an operator so, and shows them no link', async () => {
    renderAt(
      '/operator/reports',
      (url) => (url.pathname === '/api/operator/reports' ? answer(403, {}) : undefined),
      false,
    );
    expect(await screen.findByText('Only LiveQR operators can review abuse reports.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Abuse reports' })).toBeNull();
  });
});
