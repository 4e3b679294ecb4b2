import { api, bodyOf } from '@liveqr/web/api-client';
import {
  A_TEAM_WORKSPACE_ID,
  anError,
  aMembership,
  aPersonalMembership,
  aWorkspaceMember,
  http,
  mockApi,
  signedInAs,
} from '@liveqr/web/api-client/testing';
import { AuthProvider, type ProfileData, WorkspaceProvider } from '@liveqr/web/auth';
import { initI18n } from '@liveqr/web/i18n/testing';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { RequireSignIn } from '../auth/require-sign-in';
import { Layout } from '../layout';
import { RequireWorkspaceRole } from './workspace-gates';
import { WorkspaceRouter } from './workspace-router';

const server = mockApi();
// The layout starts each page at its top; jsdom does not scroll.
beforeAll(() => jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined));
const NEW_TEAM_ID = '5f0c5c8e-0000-4000-8000-0000000000cc';

/** A screen of the app: its path as the router sees it, and one call to the API, as every screen makes. */
function Screen({ name }: { name: string }) {
  const { pathname } = useLocation();
  useEffect(() => {
    void bodyOf(api.GET('/api/billing/status'));
  }, []);
  return (
    <h1>
      {name} at {pathname}
    </h1>
  );
}

/** The shell as it runs, with stand-ins for the micro-frontends, opened at `address`. */
function renderShellAt(address: string) {
  window.history.replaceState(null, '', address);
  render(
    <AuthProvider>
      <WorkspaceProvider>
        <WorkspaceRouter>
          <Routes>
            <Route element={<Layout />}>
              <Route element={<RequireSignIn />}>
                <Route path="/dashboard" element={<Screen name="Codes" />} />
                <Route path="/analytics/:qrId?" element={<Screen name="Analytics" />} />
                <Route element={<RequireWorkspaceRole needs="editor" />}>
                  <Route path="/create-qr" element={<Screen name="Creator" />} />
                </Route>
                <Route element={<RequireWorkspaceRole needs="owner" />}>
                  <Route path="/billing" element={<Screen name="Billing" />} />
                </Route>
              </Route>
            </Route>
          </Routes>
        </WorkspaceRouter>
      </WorkspaceProvider>
    </AuthProvider>,
  );
}

/** Signed in as Ada, whose profile speaks English (the layout reads its language). */
function signedIn() {
  const profile: ProfileData = {
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    phone: '',
    accountType: 'private',
    companyName: '',
    taxId: '',
    address: '',
    postalCode: '',
    country: 'UK',
    language: 'en',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
  return [...signedInAs(), http.get('/api/profile', ({ response }) => response(200).json(profile))];
}

/** Signed in, a member of the given workspaces (my personal one first); the team's owner is Grace. */
function memberOf(...teams: ReturnType<typeof aMembership>[]) {
  let workspaces = [aPersonalMembership(), ...teams];
  server.use(
    ...signedIn(),
    http.get('/api/workspaces', ({ response }) => response(200).json(workspaces)),
    http.get('/api/billing/status', ({ response }) => response(200).json({ active: true })),
    http.get('/api/workspaces/{id}/members', ({ response }) =>
      response(200).json([aWorkspaceMember({ role: 'owner' }), aWorkspaceMember({ userId: 'u1', role: 'viewer' })]),
    ),
  );
  return { join: (team: ReturnType<typeof aMembership>) => (workspaces = [...workspaces, team]) };
}

const switcher = () => screen.getByRole('button', { name: /^Workspace:/ });
const workspaces = () => screen.getByRole('group', { name: 'Your workspaces' });

describe('the workspace switcher', () => {
  beforeAll(() => initI18n());
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('says which workspace the page is in and my role, and opens another at the same screen, whose calls act on it', async () => {
    memberOf(aMembership({ role: 'viewer' }));
    renderShellAt('/analytics/c1');
    await screen.findByRole('heading', { name: 'Analytics at /analytics/c1' });
    expect(switcher().textContent).toBe('Workspace: Personal Owner');
    expect(switcher().getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(switcher());
    const team = await within(workspaces()).findByRole('link', { name: 'Café Lumière Viewer' });
    const personal = within(workspaces()).getByRole('link', { name: 'Personal Owner' });
    expect(personal.getAttribute('aria-current')).toBe('true');
    expect(personal.getAttribute('href')).toBe('/analytics');
    // A code's page is the code's own: the other workspace opens at its Analytics.
    expect(team.getAttribute('href')).toBe(`/w/${A_TEAM_WORKSPACE_ID}/analytics`);

    fireEvent.click(team);
    await screen.findByRole('heading', { name: 'Analytics at /analytics' });
    expect(window.location.pathname).toBe(`/w/${A_TEAM_WORKSPACE_ID}/analytics`);
    expect(switcher().textContent).toBe('Workspace: Café Lumière Viewer');
    expect(server.requests('GET /api/billing/status').map(({ workspace }) => workspace)).toEqual([
      undefined,
      A_TEAM_WORKSPACE_ID,
    ]);
  });

  it('makes a new workspace from a name and opens it, where I am the owner', async () => {
    const me = memberOf();
    const created: unknown[] = [];
    server.use(
      http.post('/api/workspaces', async ({ request, response }) => {
        created.push(await request.json());
        me.join(aMembership({ id: NEW_TEAM_ID, name: 'Bistro', role: 'owner', members: 1 }));
        return response(201).json({ id: NEW_TEAM_ID, name: 'Bistro' });
      }),
    );
    renderShellAt('/dashboard');
    await screen.findByRole('heading', { name: 'Codes at /dashboard' });
    fireEvent.click(switcher());
    fireEvent.click(await within(workspaces()).findByRole('button', { name: 'New workspace' }));
    fireEvent.click(within(workspaces()).getByRole('button', { name: 'Create workspace' }));
    expect(within(workspaces()).getByRole('alert').textContent).toBe('Give the workspace a name.');
    expect(created).toEqual([]);

    fireEvent.change(within(workspaces()).getByLabelText('Workspace name'), { target: { value: '  Bistro ' } });
    fireEvent.click(within(workspaces()).getByRole('button', { name: 'Create workspace' }));
    await waitFor(() => expect(window.location.pathname).toBe(`/w/${NEW_TEAM_ID}/dashboard`));
    expect(created).toEqual([{ name: 'Bistro' }]);
    await waitFor(() => expect(switcher().textContent).toBe('Workspace: Bistro Owner'));
    expect(screen.queryByRole('group', { name: 'Your workspaces' })).toBeNull();
  });

  it("shows the API's refusal of a new workspace in the form", async () => {
    memberOf();
    server.use(
      http.post('/api/workspaces', ({ response }) =>
        response(409).json(anError(409, 'WORKSPACE_OWNED_LIMIT_REACHED', 'Too many owned workspaces')),
      ),
    );
    renderShellAt('/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: /^Workspace:/ }));
    fireEvent.click(await within(workspaces()).findByRole('button', { name: 'New workspace' }));
    fireEvent.change(within(workspaces()).getByLabelText('Workspace name'), { target: { value: 'Bistro' } });
    fireEvent.click(within(workspaces()).getByRole('button', { name: 'Create workspace' }));
    expect((await within(workspaces()).findByRole('alert')).textContent).toBe(
      'You own as many workspaces as one person may. Delete one before creating another.',
    );
    expect(window.location.pathname).toBe('/dashboard');
  });

  it('says so when my workspaces cannot be read, and reads them again on request', async () => {
    let failing = true;
    server.use(
      ...signedIn(),
      http.get('/api/billing/status', ({ response }) => response(200).json({ active: true })),
      http.get('/api/workspaces', ({ response }) =>
        failing
          ? response(500).json(anError(500, 'INTERNAL_ERROR', 'Down'))
          : response(200).json([aPersonalMembership(), aMembership()]),
      ),
    );
    renderShellAt('/dashboard');
    await screen.findByRole('heading', { name: 'Codes at /dashboard' });
    fireEvent.click(switcher());
    expect((await within(workspaces()).findByRole('alert')).textContent).toContain(
      'Your workspaces could not be loaded.',
    );
    failing = false;
    fireEvent.click(within(workspaces()).getByRole('button', { name: 'Try again' }));
    await within(workspaces()).findByRole('link', { name: 'Café Lumière Editor' });
  });

  it('closes on Escape and gives the focus back to its button', async () => {
    memberOf(aMembership());
    renderShellAt('/dashboard');
    await screen.findByRole('heading', { name: 'Codes at /dashboard' });
    fireEvent.click(switcher());
    const team = await within(workspaces()).findByRole('link', { name: 'Café Lumière Editor' });
    act(() => team.focus());
    fireEvent.keyDown(team, { key: 'Escape' });
    expect(screen.queryByRole('group', { name: 'Your workspaces' })).toBeNull();
    expect(document.activeElement).toBe(switcher());
    expect(switcher().getAttribute('aria-expanded')).toBe('false');
  });
});

describe('screens a role does not reach', () => {
  beforeAll(() => initI18n());
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('tell a viewer why they cannot create codes, and who the owner is', async () => {
    memberOf(aMembership({ role: 'viewer' }));
    renderShellAt(`/w/${A_TEAM_WORKSPACE_ID}/create-qr`);
    await screen.findByRole('heading', { name: 'Viewers look, editors change' });
    expect(screen.getByText(/You are a viewer in Café Lumière/)).toBeTruthy();
    await screen.findByText('Its owner is Grace (grace@example.com).');
    expect(screen.queryByRole('heading', { name: /Creator/ })).toBeNull();
  });

  it('send every member but the owner to the owner for billing', async () => {
    memberOf(aMembership({ role: 'admin' }));
    renderShellAt(`/w/${A_TEAM_WORKSPACE_ID}/billing`);
    await screen.findByRole('heading', { name: 'Billing is up to the owner' });
    expect(
      screen.getByText('Only the owner of Café Lumière can subscribe to its plan, change it or cancel it.'),
    ).toBeTruthy();
    await screen.findByText('Its owner is Grace (grace@example.com).');
  });

  it('let an editor create codes', async () => {
    memberOf(aMembership({ role: 'editor' }));
    renderShellAt(`/w/${A_TEAM_WORKSPACE_ID}/create-qr`);
    await screen.findByRole('heading', { name: 'Creator at /create-qr' });
  });

  it('include every screen of a workspace I am not in: it says so and leads to my personal workspace', async () => {
    memberOf();
    renderShellAt(`/w/${A_TEAM_WORKSPACE_ID}/dashboard`);
    await screen.findByRole('heading', { name: 'This workspace is not available' });
    expect(server.requests('GET /api/billing/status')).toEqual([]);
    fireEvent.click(screen.getByRole('link', { name: 'Go to my personal workspace' }));
    await screen.findByRole('heading', { name: 'Codes at /dashboard' });
    expect(window.location.pathname).toBe('/dashboard');
  });
});
