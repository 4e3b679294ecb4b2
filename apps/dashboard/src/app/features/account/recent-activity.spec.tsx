import type { AccountEvent } from '@liveqr/web/auth';
import { setLanguage } from '@liveqr/web/i18n';
import { initI18n } from '@liveqr/web/i18n/testing';
import { skeletonParts } from '@liveqr/web/ui/testing';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { http, mockApi } from '@liveqr/web/api-client/testing';
import { RecentActivity } from './recent-activity';

function anEvent(overrides: Partial<AccountEvent> = {}): AccountEvent {
  return {
    type: 'signed_in',
    occurredAt: '2026-11-24T09:30:00.000Z',
    method: 'password',
    browser: 'Chrome',
    operatingSystem: 'Mac OS',
    city: 'Berlin',
    country: 'DE',
    ...overrides,
  };
}

const server = mockApi();

/** GET /api/account/activity answers with these events. */
function activity(events: AccountEvent[]) {
  server.use(http.get('/api/account/activity', ({ response }) => response(200).json({ events })));
}

describe('RecentActivity', () => {
  beforeAll(() => initI18n());
  afterEach(() => act(() => setLanguage('en')));

  it('lists each event with what, when, where from and how', async () => {
    activity([
      anEvent(),
      anEvent({
        type: 'password_changed',
        method: null,
        browser: null,
        operatingSystem: null,
        city: null,
        country: null,
      }),
    ]);
    render(<RecentActivity />);
    expect(skeletonParts(screen.getByRole('status', { name: 'Loading activity...' }))).toEqual(['row', 'row', 'row']);
    expect(await screen.findByText('Signed in')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText('Chrome on Mac OS · Berlin, Germany · with password')).toBeTruthy();
    expect(screen.getByText('Password changed')).toBeTruthy();
    expect(screen.getByText('Unknown device · Unknown place')).toBeTruthy();
  });

  it('speaks the chosen language', async () => {
    await setLanguage('de');
    activity([anEvent({ method: 'google' })]);
    render(<RecentActivity />);
    expect(await screen.findByText('Angemeldet')).toBeTruthy();
    expect(screen.getByText('Chrome unter Mac OS · Berlin, Deutschland · mit Google')).toBeTruthy();
  });

  it('says when there is nothing to show', async () => {
    activity([]);
    render(<RecentActivity />);
    expect(await screen.findByText('No activity in the last 90 days.')).toBeTruthy();
  });

  it('says when it cannot load and tries again on request', async () => {
    let attempts = 0;
    server.use(
      http.get('/api/account/activity', ({ response }) =>
        ++attempts === 1
          ? response(500).json({
              statusCode: 500,
              code: 'INTERNAL_ERROR',
              error: 'Internal Server Error',
              message: 'down',
            })
          : response(200).json({ events: [anEvent()] }),
      ),
    );
    render(<RecentActivity />);
    expect((await screen.findByRole('alert')).textContent).toContain('Recent activity could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Signed in')).toBeTruthy();
  });
});
