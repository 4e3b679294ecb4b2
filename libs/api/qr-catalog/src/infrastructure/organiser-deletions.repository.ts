import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { OrganiserDeletions, OrganiserKind } from '../domain/deletion';

/**
 * What a folder or tag delete took away, kept under the id the delete answers until its undo window
 * has passed (qr_organiser_deletions): a restore takes it once, the purge forgets it. Made on the
 * transaction of the delete or restore it belongs to.
 */
export class OrganiserDeletionsRepository {
  constructor(private readonly em: EntityManager) {}

  /** Resolves with the deletion's id. */
  async record<K extends OrganiserKind>(ownerId: string, kind: K, deletion: OrganiserDeletions[K]): Promise<string> {
    const id = randomUUID();
    await this.em.execute(
      'insert into qr_organiser_deletions (id, user_id, kind, deletion, deleted_at) values (?, ?, ?, ?::jsonb, ?)',
      [id, ownerId, kind, JSON.stringify(deletion), new Date()],
      'run',
    );
    return id;
  }

  /** The owner's deletion, removed as it is read so that it is undone once; null once forgotten (or not theirs). */
  async take<K extends OrganiserKind>(ownerId: string, kind: K, id: string): Promise<OrganiserDeletions[K] | null> {
    const [row] = await this.em.execute<Array<{ deletion: OrganiserDeletions[K] }>>(
      'delete from qr_organiser_deletions where id = ? and user_id = ? and kind = ? returning deletion',
      [id, ownerId, kind],
    );
    return row?.deletion ?? null;
  }

  /** Forgets the deletions made before `before`: they can no longer be undone. */
  async forgetBefore(before: Date): Promise<void> {
    await this.em.execute('delete from qr_organiser_deletions where deleted_at < ?', [before], 'run');
  }

  async removeAllOf(ownerId: string): Promise<void> {
    await this.em.execute('delete from qr_organiser_deletions where user_id = ?', [ownerId], 'run');
  }
}
