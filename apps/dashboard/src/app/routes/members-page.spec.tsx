import type { WorkspaceRole } from '@liveqr/shared/contracts';
import {
  A_TEAM_WORKSPACE_ID,
  anError,
  aMembership,
  aPersonalMembership,
  aSessionUser,
  aWorkspaceMember,
  http,
  mockApi,
  signedInAs,
} from '@liveqr/web/api-client/testing';
import { AuthProvider, type Invitation, type WorkspaceMember, WorkspaceProvider } from '@liveqr/web/auth';
import { initI18n } from '@liveqr/web/i18n/testing';
import { Notifications, toast } from '@liveqr/web/ui';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import DashboardApp from './dashboard-routes';

const server = mockApi();
const ME = aSessionUser().id;
const MEMBERS_URL = `/api/workspaces/${A_TEAM_WORKSPACE_ID}/members`;

const grace = aWorkspaceMember({ userId: 'u0', firstName: 'Grace', email: 'grace@example.com', role: 'owner' });
const bob = aWorkspaceMember({
  userId: 'u3',
  firstName: 'Bob',
  email: 'bob@example.com',
  role: 'editor',
  lastActiveAt: '2026-11-27T09:30:00.000Z',
});
const cy = aWorkspaceMember({ userId: 'u4', firstName: 'Cy', email: 'cy@example.com', role: 'admin' });

/**
 * Signed in as Ada (u1), in Café Lumière with `role`; its members are the given ones with Ada among
 * them in that role, the owner first.
 */
function inTeam(role: WorkspaceRole, others: WorkspaceMember[] = [grace, bob]) {
  const me = aWorkspaceMember({ userId: ME, firstName: 'Ada', email: 'ada@example.com', role });
  const members = role === 'owner' ? [me, ...others.filter((member) => member.role !== 'owner')] : [...others, me];
  server.use(
    ...signedInAs(),
    http.get('/api/workspaces', ({ response }) => response(200).json([aPersonalMembership(), aMembership({ role })])),
    http.get('/api/workspaces/{id}/members', ({ response }) => response(200).json(members)),
    http.get('/api/workspaces/{id}/invitations', ({ response }) => response(200).json([])),
  );
  return members;
}

function renderMembers(address = `/w/${A_TEAM_WORKSPACE_ID}/members`) {
  window.history.replaceState(null, '', address);
  render(
    <MemoryRouter initialEntries={['/members']}>
      <AuthProvider>
        <WorkspaceProvider>
          <DashboardApp />
          <Notifications />
        </WorkspaceProvider>
      </AuthProvider>
    </MemoryRouter>,
  );
}

const memberRow = (name: string | RegExp) => screen.findByRole('listitem', { name });

describe('the members page', () => {
  beforeAll(() => initI18n());
  afterEach(() => {
    toast.dismiss();
    window.history.replaceState(null, '', '/');
  });

  it('lists the members, the owner first, with their role and last activity', async () => {
    inTeam('viewer');
    renderMembers();
    expect(await screen.findByRole('heading', { level: 1, name: 'Members and settings' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Members of the workspace' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('strong').textContent)).toEqual(['Grace', 'Bob', 'Ada (you)']);
    const bobRow = await memberRow('Bob');
    expect(within(bobRow).getByText('bob@example.com')).toBeTruthy();
    expect(within(bobRow).getByText('Editor')).toBeTruthy();
    expect(within(bobRow).getByText('Nov 27, 2026, 9:30 AM')).toBeTruthy();
    expect(within(await memberRow('Grace')).getByText('Not yet')).toBeTruthy();
    expect(server.requests(`GET ${MEMBERS_URL}`)).toHaveLength(1);
  });

  it('gives a viewer no controls over others, and lets them leave after a warning that it is final', async () => {
    inTeam('viewer');
    const left: string[] = [];
    server.use(
      http.delete('/api/workspaces/{id}/members/{userId}', ({ params, response }) => {
        left.push(`${params.id}/${params.userId}`);
        return response(204).empty();
      }),
    );
    renderMembers();
    await memberRow('Bob');
    // Once my role is read:
    const leave = await screen.findByRole('button', { name: 'Leave workspace' });
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Workspace name' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Delete the workspace' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Transfer ownership' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Invitations' })).toBeNull();

    fireEvent.click(leave);
    const dialog = screen.getByRole('alertdialog', { name: 'Leave Café Lumière?' });
    expect(dialog.textContent).toContain('This cannot be undone: to come back, you need a new invitation.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Leave workspace' }));
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
    expect(left).toEqual([`${A_TEAM_WORKSPACE_ID}/${ME}`]);
    expect(await screen.findByText('You left Café Lumière.')).toBeTruthy();
  });

  it("lets an admin change a member's role and remove a member after saying what that means", async () => {
    inTeam('admin');
    const changes: unknown[] = [];
    const removed: string[] = [];
    server.use(
      http.patch('/api/workspaces/{id}/members/{userId}', async ({ params, request, response }) => {
        changes.push({ userId: params.userId, ...((await request.json()) as object) });
        return response(204).empty();
      }),
      http.delete('/api/workspaces/{id}/members/{userId}', ({ params, response }) => {
        removed.push(params.userId);
        return response(204).empty();
      }),
    );
    renderMembers();
    const bobRow = await memberRow('Bob');
    const role = await within(bobRow).findByRole('combobox', { name: 'Role of Bob' });
    // Nobody changes the owner's role, nor their own, here.
    expect(within(await memberRow('Grace')).queryByRole('combobox')).toBeNull();
    expect(within(await memberRow('Ada (you)')).queryByRole('combobox')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Workspace name' })).toBeTruthy();

    fireEvent.change(role, { target: { value: 'viewer' } });
    expect(await screen.findByText("Bob's role is now Viewer.")).toBeTruthy();
    expect(changes).toEqual([{ userId: 'u3', role: 'viewer' }]);
    await waitFor(() => expect(server.requests(`GET ${MEMBERS_URL}`)).toHaveLength(2));

    fireEvent.click(within(bobRow).getByRole('button', { name: 'Remove Bob' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove Bob from Café Lumière?' });
    expect(dialog.textContent).toContain('Bob loses access to this workspace at once');
    expect(dialog.textContent).toContain('This cannot be undone');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove member' }));
    expect(await screen.findByText('Bob was removed from Café Lumière.')).toBeTruthy();
    expect(removed).toEqual(['u3']);
  });

  it("shows the API's refusal in the reader's words next to the action it refused", async () => {
    inTeam('admin');
    server.use(
      http.delete('/api/workspaces/{id}/members/{userId}', ({ response }) =>
        response(403).json(anError(403, 'WORKSPACE_ROLE_TOO_LOW', 'Your role in this workspace does not allow this')),
      ),
    );
    renderMembers();
    const bobRow = await memberRow('Bob');
    fireEvent.click(await within(bobRow).findByRole('button', { name: 'Remove Bob' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove member' }));
    expect((await within(bobRow).findByRole('alert')).textContent).toBe(
      'Your role in this workspace does not allow this. Ask an admin or the owner.',
    );
    expect(within(bobRow).getByRole('combobox', { name: 'Role of Bob' }).getAttribute('aria-describedby')).toBe(
      within(bobRow).getByRole('alert').id,
    );
  });

  it('lets an admin invite someone in a role, see the invitation and withdraw it', async () => {
    inTeam('admin');
    let invitations: Invitation[] = [];
    const sent: unknown[] = [];
    const withdrawn: string[] = [];
    server.use(
      http.get('/api/workspaces/{id}/invitations', ({ response }) => response(200).json(invitations)),
      http.post('/api/workspaces/{id}/invitations', async ({ request, response }) => {
        const body = await request.json();
        sent.push(body);
        if (body.email === 'bob@example.com')
          return response(409).json(anError(409, 'WORKSPACE_ALREADY_MEMBER', 'Already a member'));
        const invitation: Invitation = {
          id: 'i1',
          email: body.email,
          role: body.role,
          state: 'pending',
          invitedBy: ME,
          createdAt: '2026-11-28T10:00:00.000Z',
          expiresAt: '2026-12-05T10:00:00.000Z',
        };
        invitations = [invitation];
        return response(201).json(invitation);
      }),
      http.delete('/api/workspaces/{id}/invitations/{invitationId}', ({ params, response }) => {
        withdrawn.push(params.invitationId);
        invitations = invitations.map((invitation) => ({ ...invitation, state: 'revoked' }));
        return response(204).empty();
      }),
    );
    renderMembers();
    const panel = await screen.findByRole('region', { name: 'Invitations' });
    expect(await within(panel).findByText('No invitations sent yet.')).toBeTruthy();

    fireEvent.click(within(panel).getByRole('button', { name: 'Send invitation' }));
    expect(within(panel).getByText('Enter the email address to invite.')).toBeTruthy();
    fireEvent.change(within(panel).getByLabelText('Email address'), { target: { value: 'bob@example.com' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Send invitation' }));
    expect((await within(panel).findByRole('alert')).textContent).toBe(
      'This person is already a member of the workspace.',
    );

    fireEvent.change(within(panel).getByLabelText('Email address'), { target: { value: 'dan@example.com' } });
    fireEvent.change(within(panel).getByLabelText('Role'), { target: { value: 'admin' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to dan@example.com.')).toBeTruthy();
    expect(sent).toEqual([
      { email: 'bob@example.com', role: 'editor' },
      { email: 'dan@example.com', role: 'admin' },
    ]);
    const row = await within(panel).findByRole('listitem', { name: 'dan@example.com' });
    expect(row.textContent).toContain('Admin');
    expect(row.textContent).toContain('Pending · expires on Dec 5, 2026');

    fireEvent.click(within(row).getByRole('button', { name: 'Withdraw the invitation to dan@example.com' }));
    expect(
      await screen.findByText('The invitation to dan@example.com was withdrawn: its link no longer works.'),
    ).toBeTruthy();
    expect(withdrawn).toEqual(['i1']);
    await waitFor(() =>
      expect(within(panel).getByRole('listitem').textContent).toContain('Withdrawn · sent on Nov 28, 2026'),
    );
    expect(within(panel).queryByRole('button', { name: /^Withdraw/ })).toBeNull();
  });

  it('lets the owner hand the workspace to an admin after confirming, and delete it once its name is typed', async () => {
    inTeam('owner', [bob, cy]);
    const transfers: unknown[] = [];
    const deleted: string[] = [];
    server.use(
      http.post('/api/workspaces/{id}/transfer', async ({ request, response }) => {
        transfers.push(await request.json());
        return response(204).empty();
      }),
      http.delete('/api/workspaces/{id}', ({ params, response }) => {
        deleted.push(params.id);
        return response(204).empty();
      }),
    );
    renderMembers();
    await memberRow('Ada (you)');
    // Only an admin can become the owner: Cy, not Bob.
    const heir = await screen.findByRole('combobox', { name: 'New owner' });
    expect(screen.queryByRole('button', { name: 'Leave workspace' })).toBeNull();
    expect(
      within(heir)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Cy (cy@example.com)']);
    fireEvent.click(screen.getByRole('button', { name: 'Transfer ownership' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Make Cy the owner of Café Lumière?' });
    expect(dialog.textContent).toContain('you become an admin');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Transfer ownership' }));
    expect(await screen.findByText('Cy now owns Café Lumière.')).toBeTruthy();
    expect(transfers).toEqual([{ userId: 'u4' }]);

    const remove = screen.getByRole('button', { name: 'Delete workspace' });
    expect((remove as HTMLButtonElement).disabled).toBe(true);
    const prompt = screen.getByLabelText("Type the workspace's name, Café Lumière, to confirm");
    fireEvent.change(prompt, { target: { value: 'Cafe Lumiere' } });
    expect((remove as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(prompt, { target: { value: 'Café Lumière' } });
    fireEvent.click(remove);
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
    expect(deleted).toEqual([A_TEAM_WORKSPACE_ID]);
  });

  it('shows my personal workspace as mine alone, with nothing to rename, leave or delete', async () => {
    server.use(
      ...signedInAs(),
      http.get('/api/workspaces', ({ response }) => response(200).json([aPersonalMembership()])),
      http.get('/api/workspaces/{id}/members', ({ params, response }) =>
        params.id === ME
          ? response(200).json([aWorkspaceMember({ userId: ME, firstName: 'Ada', role: 'owner' })])
          : response(404).json(anError(404, 'WORKSPACE_NOT_FOUND', 'No such workspace')),
      ),
    );
    renderMembers('/members');
    expect(await memberRow('Ada (you)')).toBeTruthy();
    expect(screen.getByText(/Your personal workspace is yours alone/)).toBeTruthy();
    expect(screen.getByText('Personal')).toBeTruthy();
    for (const heading of [
      'Workspace name',
      'Invitations',
      'Leave the workspace',
      'Transfer ownership',
      'Delete the workspace',
    ]) {
      expect(screen.queryByRole('heading', { name: heading })).toBeNull();
    }
  });
});
