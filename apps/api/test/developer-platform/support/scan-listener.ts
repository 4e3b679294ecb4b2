import { aUser, type QrUser } from '../../qr-catalog/support/qr-client';
import type { TestServer } from '../../support/test-server';
import { createApiKey, withKey } from './api-keys';

/** A verified owner with an API key and an endpoint for `scan.created` at `url`, failing loudly when refused. */
export async function aScanListener(
  server: TestServer,
  url: string,
): Promise<{ user: QrUser; key: string; endpointId: string }> {
  const user = await aUser(server, { verified: true });
  const key = (await createApiKey(server, user)).secret;
  const created = await withKey(server, key, 'POST', '/api/v1/webhooks', { url, events: ['scan.created'] });
  if (created.statusCode !== 201) throw new Error(`endpoint creation failed: ${created.statusCode} ${created.body}`);
  return { user, key, endpointId: created.json().id as string };
}
