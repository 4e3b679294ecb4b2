import { MikroORM } from '@mikro-orm/postgresql';
import type { WorkspaceRole } from '@liveqr/shared/contracts';
import type { QrUser } from '../../qr-catalog/support/qr-client';
import type { TestServer } from '../../support/test-server';

/** A team workspace made through the API by `owner`; its id. */
export async function aTeamWorkspace(server: TestServer, owner: QrUser, name = 'Café Lumière'): Promise<string> {
  const response = await server.inject({
    method: 'POST',
    url: '/api/workspaces',
    cookies: owner.cookies,
    payload: { name },
  });
  if (response.statusCode !== 201)
    throw new Error(`workspace creation failed: ${response.statusCode} ${response.body}`);
  return response.json().id;
}

/** Makes `user` a member in a role; invitations are what people use, this is the tests' short way in. */
export async function addMember(
  server: TestServer,
  workspaceId: string,
  user: QrUser,
  role: WorkspaceRole,
): Promise<void> {
  await server.app
    .get(MikroORM)
    .em.getConnection()
    .execute('insert into workspace_members (workspace_id, user_id, role, joined_at) values (?, ?, ?, now())', [
      workspaceId,
      user.id,
      role,
    ]);
}

/** Pays the workspace's plan through billing's local test checkout, as its owner. */
export async function subscribe(server: TestServer, owner: QrUser, workspaceId: string): Promise<void> {
  const paid = await server.inject({
    method: 'POST',
    url: '/api/billing/test/checkout',
    cookies: owner.cookies,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'liveqr-workspace': workspaceId },
    payload: '',
  });
  if (paid.statusCode !== 303) throw new Error(`test checkout failed: ${paid.statusCode} ${paid.body}`);
}

/** Requests as `user` in the workspace (its id in the LiveQR-Workspace header). */
export function inWorkspace(server: TestServer, user: QrUser, workspaceId: string) {
  return (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
    server.inject({ method, url, cookies: user.cookies, headers: { 'liveqr-workspace': workspaceId }, payload });
}
