import { render, screen } from '@testing-library/react';
import { initI18n } from '@liveqr/web/i18n/testing';
import { LoadingState } from './loading-state';

describe('LoadingState', () => {
  afterEach(async () => {
    await initI18n().changeLanguage('en');
  });

  it("says 'Loading...' in the reader's language when it is not told what loads", async () => {
    await initI18n().changeLanguage('de');
    render(<LoadingState />);
    expect(screen.getByRole('status').textContent).toBe('Wird geladen...');
  });

  it('says what loads when told', () => {
    render(<LoadingState label="Loading your codes..." />);
    expect(screen.getByRole('status').textContent).toBe('Loading your codes...');
  });
});
