import { MikroORM } from '@mikro-orm/postgresql';
import type { TestServer } from './test-server';

/**
 * Confirms the user's address as its mailed link would, for tests about what only confirmed
 * accounts may do (API keys, webhooks); e-mail verification has its own tests. Any server on the
 * database will do, e.g. the one that prepares it for other replicas.
 */
export async function markEmailVerified(server: TestServer, userId: string): Promise<void> {
  await server.app
    .get(MikroORM)
    .em.getConnection()
    .execute('update users set email_verified_at = coalesce(email_verified_at, now()) where id = ?', [userId]);
}
