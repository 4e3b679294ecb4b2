import { fireEvent, render, screen } from '@testing-library/react';
import { http, mockApi, signedInAs } from '@liveqr/web/api-client/testing';
import { AuthProvider } from '@liveqr/web/auth';
import { initI18n } from '@liveqr/web/i18n/testing';
import { Notifications, toast } from '@liveqr/web/ui';
import { MemoryRouter, Route, Routes } from 'react-router';
import { SessionsCard } from './sessions-card';

const server = mockApi();

describe('SessionsCard', () => {
  beforeAll(() => initI18n());
  afterEach(() => toast.dismiss());

  it('signs out everywhere, and the sign-in page it leads to says so in a toast', async () => {
    server.use(
      ...signedInAs(),
      http.post('/api/auth/sign-out-everywhere', ({ response }) => response(204).empty()),
    );
    render(
      <AuthProvider>
        <MemoryRouter initialEntries={['/account']}>
          <Routes>
            <Route path="/account" element={<SessionsCard />} />
            <Route path="/login" element={<h1>Sign in</h1>} />
          </Routes>
        </MemoryRouter>
        <Notifications />
      </AuthProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Sign Out Everywhere' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(
      await screen.findByText('You are signed out on every device.', { selector: '[data-sonner-toast] *' }),
    ).toBeTruthy();
  });
});
