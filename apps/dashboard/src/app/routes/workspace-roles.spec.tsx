import type { WorkspaceRole } from '@liveqr/shared/contracts';
import {
  A_TEAM_WORKSPACE_ID,
  aFile,
  aMembership,
  aPersonalMembership,
  aQrCodeSummary,
  aWorkspaceMember,
  http,
  mockApi,
  signedInAs,
} from '@liveqr/web/api-client/testing';
import { AuthProvider, WorkspaceProvider } from '@liveqr/web/auth';
import { initI18n } from '@liveqr/web/i18n/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import DashboardApp from './dashboard-routes';

const server = mockApi();

/** Signed in with `role` in Café Lumière, whose owner is Grace and whose plan is not paid; one code in it. */
function inTeam(role: WorkspaceRole) {
  server.use(
    ...signedInAs(),
    http.get('/api/workspaces', ({ response }) => response(200).json([aPersonalMembership(), aMembership({ role })])),
    http.get('/api/workspaces/{id}/members', ({ response }) =>
      response(200).json([aWorkspaceMember({ firstName: 'Grace', role: 'owner' })]),
    ),
    http.get('/api/billing/status', ({ response }) => response(200).json({ active: false, reason: 'none' })),
    http.get('/api/brand-kits', ({ response }) => response(200).json([])),
    http.get('/api/operator/me', ({ response }) => response(200).json({ operator: false, missing: [] })),
    http.get('/api/folders', ({ response }) => response(200).json([])),
    http.get('/api/tags', ({ response }) => response(200).json([])),
    http.get('/api/qr-codes', ({ response }) =>
      response(200).json({ items: [aQrCodeSummary({ name: 'Menu' })], total: 1, page: 1, pageSize: 24 }),
    ),
    http.get('/api/qr-codes/{id}/image', ({ response }) => response.untyped(aFile('menu.svg', '<svg/>'))),
  );
}

function renderAt(path: string) {
  window.history.replaceState(null, '', `/w/${A_TEAM_WORKSPACE_ID}${path}`);
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

describe('My QR Codes in a team workspace', () => {
  beforeAll(() => initI18n());
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('shows a viewer the codes and their downloads, says why nothing can be changed, and whom to ask for a plan', async () => {
    inTeam('viewer');
    renderAt('/dashboard');
    const card = await screen.findByRole('listitem', { name: 'Menu' });
    // Once my role is read, the reason there are no controls.
    expect(await screen.findByText(/^You are a viewer in Café Lumière: you can see its codes/)).toBeTruthy();
    expect(within(card).getByRole('button', { name: /Download/ })).toBeTruthy();
    expect(within(card).getByText('Active')).toBeTruthy();
    for (const control of [/^Edit/, /^Delete/, /^Apply brand kit/]) {
      expect(
        within(card).queryByRole('link', { name: control }) ?? within(card).queryByRole('button', { name: control }),
      ).toBeNull();
    }
    expect(within(card).queryByRole('switch')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Create QR Code' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Import CSV' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New folder' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New tag' })).toBeNull();

    // The picture is fetched with the workspace named: an <img> could not name it.
    const image = within(card).getByRole('img', { name: /Menu/ });
    await waitFor(() => expect(image.getAttribute('src')).toMatch(/^blob:/));
    expect(server.requests('GET /api/qr-codes/c1/image').map(({ workspace }) => workspace)).toEqual([
      A_TEAM_WORKSPACE_ID,
    ]);

    const plan = await screen.findByRole('note', { name: 'Your plan' });
    expect(within(plan).getByText('Subscription Required')).toBeTruthy();
    expect(await within(plan).findByText('Only the owner can subscribe: ask Grace (grace@example.com).')).toBeTruthy();
    expect(within(plan).queryByRole('link')).toBeNull();
    // The plan's subscription is the owner's to read.
    expect(server.requests('GET /api/billing')).toEqual([]);
  });

  it('gives an editor the controls to create and change codes', async () => {
    inTeam('editor');
    renderAt('/dashboard');
    const card = await screen.findByRole('listitem', { name: 'Menu' });
    expect(await within(card).findByRole('link', { name: 'Edit Menu' })).toBeTruthy();
    expect(within(card).getByRole('switch')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Create QR Code' })).toHaveLength(2);
    expect(screen.queryByText(/You are a viewer/)).toBeNull();
  });
});
