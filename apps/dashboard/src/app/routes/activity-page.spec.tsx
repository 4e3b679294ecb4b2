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
import { AuthProvider, WorkspaceProvider } from '@liveqr/web/auth';
import { initI18n } from '@liveqr/web/i18n/testing';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { AuditEntry } from '../api/audit-log-api';
import DashboardApp from './dashboard-routes';

const server = mockApi();
const ME = aSessionUser().id;
const LOG = `/api/workspaces/${A_TEAM_WORKSPACE_ID}/audit-log`;
const CODE_ID = '0b9f3c1e-1111-4000-8000-00000000c0de';

const grace = aWorkspaceMember({ userId: 'u0', firstName: 'Grace', email: 'grace@example.com', role: 'owner' });
const bob = aWorkspaceMember({ userId: 'u3', firstName: 'Bob', email: 'bob@example.com', role: 'editor' });

/**
 * An entry as the API lists it: Bob changed a code's destination in the web app. Its action and
 * channel may be ones this build has no type for (the API adds them), as the page must read them.
 */
function anEntry(overrides: Partial<Omit<AuditEntry, 'action' | 'via'>> & { action?: string; via?: string } = {}) {
  return {
    id: '10',
    occurredAt: '2026-11-28T10:00:00.000Z',
    action: 'qr_code.destination_changed',
    via: 'ui',
    actor: { userId: 'u3', email: 'bob@example.com', firstName: 'Bob', apiKey: null },
    subject: { type: 'qr_code', id: CODE_ID, label: 'Ab3xK9' },
    from: 'https://example.com/old-menu',
    to: 'https://example.com/winter-menu-with-a-very-long-address?utm_source=poster&utm_medium=print',
    ...overrides,
  } as AuditEntry;
}

/** Signed in as Ada (u1), in Café Lumière with `role`; Grace owns it, Bob edits. */
function inTeam(role: WorkspaceRole) {
  const me = aWorkspaceMember({ userId: ME, firstName: 'Ada', email: 'ada@example.com', role });
  server.use(
    ...signedInAs(),
    http.get('/api/workspaces', ({ response }) => response(200).json([aPersonalMembership(), aMembership({ role })])),
    http.get('/api/workspaces/{id}/members', ({ response }) =>
      response(200).json(role === 'owner' ? [me, bob] : [grace, bob, me]),
    ),
  );
}

/** The log answers `pages` in turn, by cursor: the first without one. */
function logPages(...pages: { items: AuditEntry[]; nextCursor: string | null }[]) {
  server.use(
    http.get('/api/workspaces/{id}/audit-log', ({ request, response }) => {
      const cursor = new URL(request.url).searchParams.get('cursor');
      return response(200).json(pages[cursor === null ? 0 : Number(cursor)]);
    }),
  );
}

function renderActivity(path = '/members/activity', address = `/w/${A_TEAM_WORKSPACE_ID}/members/activity`) {
  window.history.replaceState(null, '', address);
  render(
    <MemoryRouter initialEntries={[path]}>
      <AuthProvider>
        <WorkspaceProvider>
          <DashboardApp />
        </WorkspaceProvider>
      </AuthProvider>
    </MemoryRouter>,
  );
}

const entriesList = () => screen.findByRole('list', { name: 'Activity, newest first' });
/** The query of each request for the log, without the page size the client leaves to the server. */
const logQueries = () => server.requests(`GET ${LOG}`).map(({ url }) => Object.fromEntries(url.searchParams));

describe('the activity page', () => {
  beforeAll(() => initI18n());
  afterEach(() => {
    jest.restoreAllMocks();
    window.history.replaceState(null, '', '/');
  });

  it('lists who changed what and when, through the web app, an API key or billing, in words', async () => {
    inTeam('admin');
    logPages({
      items: [
        anEntry(),
        anEntry({
          id: '9',
          via: 'api',
          action: 'qr_code.status_changed',
          actor: {
            userId: 'u0',
            email: 'grace@example.com',
            firstName: 'Grace',
            apiKey: { id: 'k1', name: 'Shop sync', prefix: 'lq_live_3kF9' },
          },
          from: null,
          to: 'inactive',
        }),
        anEntry({
          id: '8',
          action: 'member.role_changed',
          subject: { type: 'member', id: 'u3', label: 'bob@example.com' },
          from: 'viewer',
          to: 'editor',
        }),
        anEntry({
          id: '7',
          via: 'billing',
          action: 'plan.activated',
          actor: { userId: 'u0', email: 'grace@example.com', firstName: 'Grace', apiKey: null },
          subject: { type: 'workspace', id: A_TEAM_WORKSPACE_ID, label: null },
          from: 'past_due',
          to: 'active',
        }),
        // An action and a channel the API has added since, with no text yet: as the API names them.
        anEntry({
          id: '6',
          action: 'print_sheet.created',
          via: 'cron',
          subject: { type: 'print_sheet', id: 'p1', label: 'Menus A4' } as unknown as AuditEntry['subject'],
          from: null,
          to: null,
        }),
      ],
      nextCursor: null,
    });
    renderActivity();
    expect(await screen.findByRole('heading', { level: 1, name: 'Activity' })).toBeTruthy();
    const rows = within(await entriesList()).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Nov 28, 2026, 10:00 AMWeb appBobbob@example.com' +
        "Changed a code's destination · Code Ab3xK9Before: https://example.com/old-menu→" +
        'After: https://example.com/winter-menu-with-a-very-long-address?utm_source=poster&utm_medium=print',
      'Nov 28, 2026, 10:00 AMAPIGracegrace@example.comAPI key Shop sync (lq_live_3kF9)' +
        'Switched a code on or off · Code Ab3xK9After: Inactive',
      'Nov 28, 2026, 10:00 AMWeb appBobbob@example.com' +
        "Changed a member's role · bob@example.comBefore: Viewer→After: Editor",
      'Nov 28, 2026, 10:00 AMBillingGracegrace@example.comPlan activatedBefore: Payment overdue→After: Active',
      'Nov 28, 2026, 10:00 AMcronBobbob@example.comprint_sheet.created · Menus A4',
    ]);
    // A long destination wraps, and its title holds it whole.
    const to = within(rows[0]).getByTitle(/winter-menu/);
    expect(to.getAttribute('title')).toBe(
      'https://example.com/winter-menu-with-a-very-long-address?utm_source=poster&utm_medium=print',
    );
    expect(within(rows[0]).getByText('Nov 28, 2026, 10:00 AM').getAttribute('datetime')).toBe(
      '2026-11-28T10:00:00.000Z',
    );
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(logQueries()).toEqual([{}]);
    expect(server.requests(`GET ${LOG}`)[0].workspace).toBe(A_TEAM_WORKSPACE_ID);
  });

  it('narrows the log to a person, an action and the code the address names, and keeps the filter in the address', async () => {
    inTeam('owner');
    logPages({ items: [anEntry()], nextCursor: null });
    renderActivity(`/members/activity?codeId=${CODE_ID}`);
    await entriesList();
    expect(await screen.findByText('Only the changes to code Ab3xK9.')).toBeTruthy();

    const person = screen.getByLabelText('Person');
    await waitFor(() =>
      expect(
        within(person)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Everyone', 'Ada (ada@example.com)', 'Bob (bob@example.com)']),
    );
    fireEvent.change(person, { target: { value: 'u3' } });
    await waitFor(() => expect(logQueries()).toHaveLength(2));
    const action = screen.getByLabelText('Action');
    expect(within(action).getByRole('option', { name: 'Sent an invitation' })).toBeTruthy();
    fireEvent.change(action, { target: { value: 'qr_code.destination_changed' } });
    await waitFor(() => expect(logQueries()).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: 'Show every code' }));
    await waitFor(() => expect(logQueries()).toHaveLength(4));

    expect(logQueries()).toEqual([
      { codeId: CODE_ID },
      { codeId: CODE_ID, actor: 'u3' },
      { codeId: CODE_ID, actor: 'u3', action: 'qr_code.destination_changed' },
      { actor: 'u3', action: 'qr_code.destination_changed' },
    ]);
    expect(screen.queryByText(/Only the changes to/)).toBeNull();
    expect((screen.getByLabelText('Person') as HTMLSelectElement).value).toBe('u3');
  });

  it('says when nothing matches the filter, apart from a log with nothing in it', async () => {
    inTeam('owner');
    logPages({ items: [], nextCursor: null });
    renderActivity('/members/activity?action=tag.deleted');
    expect(await screen.findByText('Nothing matches these filters.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Action'), { target: { value: '' } });
    expect(await screen.findByText('Nothing has happened here yet.')).toBeTruthy();
  });

  it('adds the older entries after the newest, with the cursor of the page before, until there are none', async () => {
    inTeam('owner');
    logPages(
      { items: [anEntry({ id: '30' }), anEntry({ id: '29' })], nextCursor: '1' },
      { items: [anEntry({ id: '28', action: 'qr_code.created', from: null, to: null })], nextCursor: null },
    );
    renderActivity('/members/activity?actor=u3');
    const list = await entriesList();
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(list).findByRole('listitem', { name: 'Created a code · Code Ab3xK9' })).toBeTruthy();
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    // The older page is of the same filter.
    expect(logQueries()).toEqual([{ actor: 'u3' }, { actor: 'u3', cursor: '1' }]);
  });

  it('says when the log could not be read, and reads it again on Retry', async () => {
    inTeam('admin');
    let calls = 0;
    server.use(
      http.get('/api/workspaces/{id}/audit-log', ({ response }) =>
        ++calls === 1
          ? response(500).json(anError(500, 'INTERNAL_ERROR', 'boom'))
          : response(200).json({ items: [anEntry()], nextCursor: null }),
      ),
    );
    renderActivity();
    const failure = await screen.findByRole('alert');
    expect(failure.textContent).toContain('The activity could not be loaded.');
    fireEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(within(await entriesList()).getAllByRole('listitem')).toHaveLength(1);
  });

  it('downloads the entries of the filter as CSV', async () => {
    inTeam('owner');
    logPages({ items: [anEntry()], nextCursor: null });
    const saved: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:x'), revokeObjectURL: jest.fn() });
    const exported: Record<string, string>[] = [];
    server.use(
      http.get('/api/workspaces/{id}/audit-log/export', ({ request }) => {
        exported.push(Object.fromEntries(new URL(request.url).searchParams));
        return new Response('occurred_at,action\n', {
          headers: { 'content-disposition': 'attachment; filename="liveqr-audit-log.csv"' },
        }) as never;
      }),
    );
    renderActivity(`/members/activity?action=qr_code.destination_changed&codeId=${CODE_ID}`);
    await entriesList();
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('liveqr-audit-log.csv downloaded.')).toBeTruthy();
    expect(saved).toEqual(['liveqr-audit-log.csv']);
    expect(exported).toEqual([{ action: 'qr_code.destination_changed', codeId: CODE_ID }]);
    expect(server.requests(`GET ${LOG}/export`)[0].workspace).toBe(A_TEAM_WORKSPACE_ID);
  });

  it.each<WorkspaceRole>(['editor', 'viewer'])(
    'tells someone in the role %s that only the owner and admins see it, and whom to ask, without asking for the log',
    async (role) => {
      inTeam(role);
      renderActivity();
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Only owners and admins see the activity' }),
      ).toBeTruthy();
      expect(await screen.findByText('Its owner is Grace (grace@example.com).')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Back to members and settings' }).getAttribute('href')).toBe('/members');
      expect(screen.queryByRole('alert')).toBeNull();
      expect(server.requests(`GET ${LOG}`)).toEqual([]);
    },
  );

  it('says the same when the API refuses a role that has just been lowered', async () => {
    inTeam('admin');
    server.use(
      http.get('/api/workspaces/{id}/audit-log', ({ response }) =>
        response(403).json(anError(403, 'WORKSPACE_ROLE_TOO_LOW', 'Your role in this workspace does not allow this')),
      ),
    );
    renderActivity();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Only owners and admins see the activity' }),
    ).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows my personal workspace its own log', async () => {
    server.use(
      ...signedInAs(),
      http.get('/api/workspaces', ({ response }) => response(200).json([aPersonalMembership()])),
      http.get('/api/workspaces/{id}/members', ({ response }) =>
        response(200).json([aWorkspaceMember({ userId: ME, firstName: 'Ada', role: 'owner' })]),
      ),
      http.get('/api/workspaces/{id}/audit-log', ({ response }) =>
        response(200).json({ items: [anEntry({ id: '1', action: 'qr_code.created' })], nextCursor: null }),
      ),
    );
    renderActivity('/members/activity', '/members/activity');
    expect(await screen.findByText(/^What was changed in your personal workspace/)).toBeTruthy();
    expect(within(await entriesList()).getAllByRole('listitem')).toHaveLength(1);
    expect(server.requests(`GET /api/workspaces/${ME}/audit-log`)).toHaveLength(1);
  });

  it('is a link away on the members page, for an admin and not an editor', async () => {
    inTeam('admin');
    server.use(http.get('/api/workspaces/{id}/invitations', ({ response }) => response(200).json([])));
    renderActivity('/members', `/w/${A_TEAM_WORKSPACE_ID}/members`);
    const link = await screen.findByRole('link', { name: 'See the activity: who changed what, and when' });
    expect(link.getAttribute('href')).toBe('/members/activity');
    cleanup();

    inTeam('editor');
    renderActivity('/members', `/w/${A_TEAM_WORKSPACE_ID}/members`);
    // Once my role is read:
    await screen.findByRole('button', { name: 'Leave workspace' });
    expect(screen.queryByRole('link', { name: /^See the activity/ })).toBeNull();
  });
});
