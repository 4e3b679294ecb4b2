import { SIGNED_IN_COOKIE } from '@liveqr/shared/contracts';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import {
  aMembership,
  aPersonalMembership,
  aSessionUser,
  http,
  mockApi,
  signedInAs,
} from '@liveqr/web/api-client/testing';
import { AuthProvider, type InvitationPreview, type ReturnState, WorkspaceProvider } from '@liveqr/web/auth';
import { initI18n } from '@liveqr/web/i18n/testing';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { SignupPage } from '../auth/signup-page';
import { AcceptInvitationPage } from './accept-invitation-page';

const server = mockApi();

const JOINED = [aPersonalMembership(), aMembership({ id: 'w1', name: 'Café Lumière', role: 'editor' })];

const INVITATION: InvitationPreview = {
  workspaceName: 'Café Lumière',
  role: 'editor',
  email: 'Ada@Example.com',
  invitedBy: 'Grace',
  expiresAt: '2026-12-06T12:00:00.000Z',
};

/** Where the page sent the reader, and the return address it gave. */
function Where() {
  const location = useLocation();
  const from = (location.state as ReturnState | null)?.from;
  return <output data-testid="where">{`${location.pathname} from ${from ? from.pathname + from.search : '-'}`}</output>;
}

function renderPage(url = '/invitations/accept?token=abc') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <AuthProvider>
        <WorkspaceProvider>
          <Routes>
            <Route path="/invitations/accept" element={<AcceptInvitationPage />} />
            <Route path="/signup" element={<SignupPage />} />
            <Route path="*" element={<Where />} />
          </Routes>
        </WorkspaceProvider>
      </AuthProvider>
    </MemoryRouter>,
  );
}

/** The tokens the page asked the API about, route by route. */
let previewed: string[];
let accepted: string[];
/** What GET /api/workspaces answers, and how often it was asked. */
let myWorkspaces: ReturnType<typeof aMembership>[];
let workspaceReads: number;

describe('the invitation page', () => {
  beforeAll(() => initI18n());
  beforeEach(() => {
    previewed = [];
    accepted = [];
    myWorkspaces = [aPersonalMembership()];
    workspaceReads = 0;
    server.use(
      http.get('/api/workspaces', ({ response }) => {
        workspaceReads += 1;
        return response(200).json(myWorkspaces);
      }),
      http.get('/api/invitations/preview', ({ request, response }) => {
        previewed.push(new URL(request.url).searchParams.get('token') ?? '');
        return response(200).json(INVITATION);
      }),
      http.post('/api/invitations/accept', async ({ request, response }) => {
        accepted.push(((await request.json()) as { token: string }).token);
        return response(200).json({ workspaceId: 'w1' });
      }),
    );
  });
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('names the workspace and the role, and joins it on Accept for the invited address', async () => {
    server.use(...signedInAs(aSessionUser({ email: 'ada@example.com' })));
    renderPage();
    expect(
      await screen.findByText('Grace invited you to join the workspace “Café Lumière” as an editor.'),
    ).toBeTruthy();
    expect(screen.getByText('This invitation is for Ada@Example.com.')).toBeTruthy();
    expect(previewed).toEqual(['abc']);
    // Once joined, the switcher lists the workspace, and the tab opens its dashboard.
    await waitFor(() => expect(workspaceReads).toBe(1));
    myWorkspaces = JOINED;
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(window.location.pathname).toBe('/w/w1/dashboard'));
    expect(accepted).toEqual(['abc']);
    expect(workspaceReads).toBe(2);
  });

  it('leaves without joining on Decline', async () => {
    server.use(...signedInAs(aSessionUser({ email: 'ada@example.com' })));
    renderPage();
    fireEvent.click(await screen.findByRole('link', { name: 'Decline' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/dashboard from -');
    expect(accepted).toEqual([]);
  });

  it('offers to sign in or sign up signed out, and comes back to the invitation after signing up', async () => {
    renderPage();
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeTruthy();

    // Signed up, the new account is back on the invitation, which it can accept.
    const ada = aSessionUser({ email: 'ada@example.com', emailVerified: false });
    server.use(
      http.get('/api/auth/providers', ({ response }) => response(200).json({ google: false })),
      http.post('/api/auth/sign-up', ({ response }) => {
        document.cookie = `${SIGNED_IN_COOKIE}=1; path=/`;
        return response(200).json({ user: ada, accessToken: 'token', expiresIn: 900 });
      }),
    );
    fireEvent.click(screen.getByRole('link', { name: 'Create Account' }));
    const fill = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
    fill('First Name', 'Ada');
    fill('Last Name', 'Lovelace');
    fill('Email', 'ada@example.com');
    fill('Password', 'a long and unusual passphrase');
    fill('Confirm Password', 'a long and unusual passphrase');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    // Sign-up first checks the password against the common ones, a list loaded on first use.
    expect(await screen.findByRole('button', { name: 'Accept' }, { timeout: 15_000 })).toBeTruthy();
  });

  it('says another account is signed in, and offers to sign out', async () => {
    server.use(
      ...signedInAs(aSessionUser({ email: 'grace@example.com' })),
      http.post('/api/auth/sign-out', ({ response }) => response(204).empty()),
    );
    renderPage();
    expect(
      await screen.findByText(
        'You are signed in as grace@example.com. Sign out, then sign in with the invited address to accept.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Log Out' }));
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeTruthy();
  });

  it('says why a link no longer works, in the reader’s words', async () => {
    server.use(
      http.get('/api/invitations/preview', ({ response }) =>
        response(410).json({
          statusCode: 410,
          code: 'WORKSPACE_INVITATION_EXPIRED',
          error: 'WORKSPACE_INVITATION_EXPIRED',
          message: 'This invitation has expired',
        }),
      ),
    );
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toBe('This invitation has expired. Ask for a new one.');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toBeTruthy();
  });

  it('says why an accept was refused and stays on the invitation', async () => {
    server.use(...signedInAs(aSessionUser({ email: 'ada@example.com' })));
    server.use(
      http.post('/api/invitations/accept', ({ response }) =>
        response(409).json({
          statusCode: 409,
          code: 'WORKSPACE_MEMBER_LIMIT_REACHED',
          error: 'WORKSPACE_MEMBER_LIMIT_REACHED',
          message: 'Full',
        }),
      ),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This workspace has no seat left: its members and pending invitations fill it.',
    );
    expect(screen.getByRole('button', { name: 'Accept' })).toBeTruthy();
  });

  it('calls a link without a token invalid without asking the API', async () => {
    renderPage('/invitations/accept');
    expect((await screen.findByRole('alert')).textContent).toBe('This invitation link is not valid.');
    expect(previewed).toEqual([]);
  });
});
