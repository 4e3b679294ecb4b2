import type { TestServer } from '../../support/test-server';
import type { QrUser } from '../../qr-catalog/support/qr-client';

export type InjectResponse = Awaited<ReturnType<TestServer['inject']>>;

/** Creates a key through the account route, failing loudly when refused; its secret and id. */
export async function createApiKey(
  server: TestServer,
  user: QrUser,
  input: { name?: string; scopes?: string[]; expiresAt?: string } = {},
): Promise<{ id: string; secret: string }> {
  const response = await server.inject({
    method: 'POST',
    url: '/api/account/api-keys',
    cookies: user.cookies,
    payload: { name: 'Script', scopes: ['read', 'write'], ...input },
  });
  if (response.statusCode !== 201) throw new Error(`key creation failed: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** A request with the key as `Authorization: Bearer`. */
export function withKey(
  server: TestServer,
  secret: string,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
): Promise<InjectResponse> {
  return server.inject({ method, url, headers: { authorization: `Bearer ${secret}` }, payload });
}
