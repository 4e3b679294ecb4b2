import { act, render, screen, waitFor } from '@testing-library/react';
import {
  A_TEAM_WORKSPACE_ID,
  aMembership,
  anError,
  aPersonalMembership,
  http,
  mockApi,
  signedInAs,
} from '@liveqr/web/api-client/testing';
import { api } from '@liveqr/web/api-client';
import { initI18n } from '@liveqr/web/i18n/testing';
import { AuthProvider } from './auth-context';
import { useWorkspace, useWorkspaceName, WorkspaceProvider } from './workspace-context';
import { openWorkspaceAt, pathIn, usePageWorkspace } from './workspace-location';

const server = mockApi();

/** What the page's workspace is, as a screen reads it. */
function Probe() {
  const workspace = useWorkspace();
  const nameOf = useWorkspaceName();
  const named = usePageWorkspace();
  return (
    <dl>
      <dt>address</dt>
      <dd data-testid="address">{named ?? 'personal'}</dd>
      <dt>name</dt>
      <dd data-testid="name">{workspace.membership ? nameOf(workspace.membership) : '?'}</dd>
      <dt>role</dt>
      <dd data-testid="role">{workspace.role ?? '?'}</dd>
      <dt>may edit</dt>
      <dd data-testid="editor">{String(workspace.can('editor'))}</dd>
      <dt>list</dt>
      <dd data-testid="list">{workspace.list.status}</dd>
    </dl>
  );
}

function renderProbe() {
  render(
    <AuthProvider>
      <WorkspaceProvider>
        <Probe />
      </WorkspaceProvider>
    </AuthProvider>,
  );
}

const text = (testId: string) => screen.getByTestId(testId).textContent;

describe("the page's workspace", () => {
  beforeAll(() => initI18n());
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('is the personal one at the usual addresses, where I am the owner before my workspaces are read', async () => {
    let answer: () => void = () => undefined;
    const listed = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      ...signedInAs(),
      http.get('/api/workspaces', async ({ response }) => {
        await listed;
        return response(200).json([aPersonalMembership(), aMembership()]);
      }),
    );
    window.history.replaceState(null, '', '/dashboard');
    renderProbe();
    await waitFor(() => expect(text('role')).toBe('owner'));
    expect(text('editor')).toBe('true');
    expect(text('list')).toBe('loading');
    answer();
    await waitFor(() => expect(text('name')).toBe('Personal'));
  });

  it("is the team's its address names, with my role there once my workspaces are read", async () => {
    server.use(
      ...signedInAs(),
      http.get('/api/workspaces', ({ response }) =>
        response(200).json([aPersonalMembership(), aMembership({ role: 'viewer' })]),
      ),
    );
    window.history.replaceState(null, '', `/w/${A_TEAM_WORKSPACE_ID}/dashboard`);
    renderProbe();
    expect(text('role')).toBe('?');
    expect(text('editor')).toBe('false');
    await waitFor(() => expect(text('role')).toBe('viewer'));
    expect(text('name')).toBe('Café Lumière');
    expect(text('editor')).toBe('false');
  });

  it('follows the tab into another workspace, and back with the browser', async () => {
    server.use(
      ...signedInAs(),
      http.get('/api/workspaces', ({ response }) =>
        response(200).json([aPersonalMembership(), aMembership({ role: 'admin' })]),
      ),
    );
    window.history.replaceState(null, '', '/analytics');
    renderProbe();
    await waitFor(() => expect(text('name')).toBe('Personal'));

    act(() => openWorkspaceAt(pathIn(aMembership(), '/analytics')));
    expect(window.location.pathname).toBe(`/w/${A_TEAM_WORKSPACE_ID}/analytics`);
    expect(text('address')).toBe(A_TEAM_WORKSPACE_ID);
    expect(text('role')).toBe('admin');

    act(() => window.history.back());
    await waitFor(() => expect(text('address')).toBe('personal'));
    expect(window.location.pathname).toBe('/analytics');
    expect(text('role')).toBe('owner');
  });

  it('is no role of mine when I am not a member of the workspace its address names', async () => {
    server.use(
      ...signedInAs(),
      http.get('/api/workspaces', ({ response }) => response(200).json([aPersonalMembership()])),
    );
    window.history.replaceState(null, '', `/w/${A_TEAM_WORKSPACE_ID}/dashboard`);
    renderProbe();
    await waitFor(() => expect(text('list')).toBe('ready'));
    expect(text('role')).toBe('?');
    expect(text('editor')).toBe('false');
  });

  it('reads my role again when the API refuses a call for it, and when I come back to the tab', async () => {
    let role: 'editor' | 'viewer' | undefined = 'editor';
    server.use(
      ...signedInAs(),
      http.get('/api/workspaces', ({ response }) =>
        response(200).json([aPersonalMembership(), ...(role ? [aMembership({ role })] : [])]),
      ),
      http.post('/api/folders', ({ response }) =>
        response(403).json(anError(403, 'WORKSPACE_ROLE_TOO_LOW', 'Your role in this workspace does not allow this')),
      ),
    );
    window.history.replaceState(null, '', `/w/${A_TEAM_WORKSPACE_ID}/dashboard`);
    renderProbe();
    await waitFor(() => expect(text('role')).toBe('editor'));

    // An admin made me a viewer meanwhile: the next change I try is refused, and the page catches up.
    role = 'viewer';
    await expect(api.POST('/api/folders', { body: { name: 'Menus' } })).rejects.toMatchObject({ status: 403 });
    await waitFor(() => expect(text('role')).toBe('viewer'));
    expect(text('editor')).toBe('false');

    // Then removed me: coming back to the tab says so.
    role = undefined;
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(text('role')).toBe('?'));
    expect(server.requests('GET /api/workspaces')).toHaveLength(3);
  });
});
