import { initI18n } from '@liveqr/web/i18n/testing';
import { render, screen } from '@testing-library/react';
import { AppErrorScreen } from './app-error-screen';

describe('the top-level error screen', () => {
  beforeAll(() => initI18n());

  function failure(): Error {
    const error = new Error('Cannot read the QR code list');
    error.stack = 'Error: Cannot read the QR code list\n    at CodeList (code-list.tsx:12:3)';
    return error;
  }

  it("says 'Something went wrong.' with the message and a way home", () => {
    render(<AppErrorScreen error={failure()} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Something went wrong.');
    expect(screen.getByText('Cannot read the QR code list')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
  });

  it('shows the stack only in development', () => {
    const environment = process.env['NODE_ENV'];
    try {
      process.env['NODE_ENV'] = 'production';
      const { unmount } = render(<AppErrorScreen error={failure()} />);
      expect(screen.queryByText(/at CodeList/)).toBeNull();
      unmount();
      process.env['NODE_ENV'] = 'development';
      render(<AppErrorScreen error={failure()} />);
      expect(screen.getByText(/at CodeList/)).toBeTruthy();
    } finally {
      process.env['NODE_ENV'] = environment;
    }
  });
});
