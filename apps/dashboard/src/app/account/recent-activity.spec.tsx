import type { AccountEventView } from '@liveqr/shared/contracts';
import { initI18n, setLanguage } from '@liveqr/web/i18n';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { answer, mockFetch } from '../../../test-support/fetch-mock';
import { RecentActivity } from './recent-activity';

function anEvent(overrides: Partial<AccountEventView> = {}): AccountEventView {
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

describe('RecentActivity', () => {
  beforeAll(() => initI18n());
  afterEach(() => act(() => setLanguage('en')));

  it('lists each event with what, when, where from and how', async () => {
    mockFetch(() =>
      answer(200, {
        events: [
          anEvent(),
          anEvent({
            type: 'password_changed',
            method: null,
            browser: null,
            operatingSystem: null,
            city: null,
            country: null,
          }),
        ],
      }),
    );
    render(<RecentActivity />);
    expect(screen.getByRole('status').textContent).toBe('Loading activity...');
    expect(await screen.findByText('Signed in')).toBeTruthy();
    expect(screen.getByText('Chrome on Mac OS · Berlin, Germany · with password')).toBeTruthy();
    expect(screen.getByText('Password changed')).toBeTruthy();
    expect(screen.getByText('Unknown device · Unknown place')).toBeTruthy();
  });

  it('speaks the chosen language', async () => {
    await setLanguage('de');
    mockFetch(() => answer(200, { events: [anEvent({ method: 'google' })] }));
    render(<RecentActivity />);
    expect(await screen.findByText('Angemeldet')).toBeTruthy();
    expect(screen.getByText('Chrome unter Mac OS · Berlin, Deutschland · mit Google')).toBeTruthy();
  });

  it('says when there is nothing to show', async () => {
    mockFetch(() => answer(200, { events: [] }));
    render(<RecentActivity />);
    expect(await screen.findByText('No activity in the last 90 days.')).toBeTruthy();
  });

  it('says when it cannot load and tries again on request', async () => {
    let attempts = 0;
    mockFetch(() => (++attempts === 1 ? answer(500, { message: 'down' }) : answer(200, { events: [anEvent()] })));
    render(<RecentActivity />);
    expect((await screen.findByRole('alert')).textContent).toContain('Recent activity could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Signed in')).toBeTruthy();
  });
});
