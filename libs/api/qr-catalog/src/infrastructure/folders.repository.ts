import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Folder, MAX_FOLDER_DEPTH } from '../domain/folder.entity';
import { OrganiserDeletionsRepository } from './organiser-deletions.repository';

export interface FolderRow {
  folder: Folder;
  /** Live codes directly in the folder. */
  codeCount: number;
}

/** Why a folder cannot go where it was asked to. */
export type FolderRefusal = 'not_found' | 'cycle' | 'too_deep';

/** First key of the owner's folder-tree advisory lock ('LQFT'); the second is the owner's. */
const FOLDER_TREE_LOCK_KEY = 0x4c514654;

@Injectable()
export class FoldersRepository {
  constructor(private readonly em: EntityManager) {}

  /** Someone else's folder is as absent as a missing one. */
  findOwned(ownerId: string, id: string): Promise<Folder | null> {
    return this.em.findOne(Folder, { id, userId: ownerId });
  }

  async listOwned(ownerId: string): Promise<FolderRow[]> {
    const folders = await this.em.find(Folder, { userId: ownerId }, { orderBy: { name: 'asc', id: 'asc' } });
    const counts = await this.em.execute<Array<{ folder_id: string; codes: string }>>(
      `select folder_id, count(*) as codes from qr_codes
       where user_id = ? and folder_id is not null and deleted_at is null group by folder_id`,
      [ownerId],
    );
    const byFolder = new Map(counts.map((row) => [row.folder_id, Number(row.codes)]));
    return folders.map((folder) => ({ folder, codeCount: byFolder.get(folder.id) ?? 0 }));
  }

  /**
   * Saves a new folder once its parent (if any) is the owner's and has room for one more level, under
   * the owner's folder lock. Resolves with why not, or undefined once saved.
   */
  async insertPlaced(folder: Folder): Promise<FolderRefusal | undefined> {
    return this.em.transactional(async (em) => {
      await lockFolderTree(em, folder.userId);
      if (folder.parentId) {
        const refusal = await placementRefusal(em, folder.userId, folder.parentId, undefined);
        if (refusal) return refusal;
      }
      em.persist(folder);
      return undefined;
    });
  }

  /**
   * Renames and/or moves one of the owner's folders. The move is checked (no cycle, no deeper than
   * MAX_FOLDER_DEPTH) and made under the owner's folder lock, so two moves that are each fine alone
   * cannot together make two folders each other's parent. Resolves with the folder, or why not.
   */
  async editPlaced(
    ownerId: string,
    id: string,
    changes: { name?: string; parentId?: string | null },
  ): Promise<Folder | FolderRefusal> {
    return this.em.transactional(async (em) => {
      await lockFolderTree(em, ownerId);
      const folder = await em.findOne(Folder, { id, userId: ownerId });
      if (!folder) return 'not_found';
      if (changes.parentId) {
        const refusal = await placementRefusal(em, ownerId, changes.parentId, folder.id);
        if (refusal) return refusal;
      }
      folder.edit(changes);
      return folder;
    });
  }

  /**
   * Deletes a folder and hands its codes (soft-deleted ones too, so an undo puts them back in a
   * folder that exists) and subfolders to its parent, all in one transaction with the record of what
   * moved, for the undo. Resolves with the deletion's id.
   */
  async removeMovingContentsUp(folder: Folder): Promise<string> {
    return this.em.transactional(async (em) => {
      const parent = folder.parentId ?? null;
      const codes = await em.execute<Array<{ id: string }>>(
        'update qr_codes set folder_id = ? where user_id = ? and folder_id = ? returning id',
        [parent, folder.userId, folder.id],
      );
      const subfolders = await em.execute<Array<{ id: string }>>(
        'update qr_folders set parent_id = ?, updated_at = now() where user_id = ? and parent_id = ? returning id',
        [parent, folder.userId, folder.id],
      );
      await em.execute('delete from qr_folders where id = ? and user_id = ?', [folder.id, folder.userId]);
      return new OrganiserDeletionsRepository(em).record(folder.userId, 'folder', {
        folder: { id: folder.id, name: folder.name, parentId: parent, createdAt: folder.createdAt.toISOString() },
        codeIds: codes.map(({ id }) => id),
        subfolderIds: subfolders.map(({ id }) => id),
      });
    });
  }

  /**
   * Undoes a folder's delete: the folder comes back under its parent (at the top level if the parent
   * has gone since), and so do the codes and subfolders the delete handed up that are still where it
   * left them. Resolves with the folder's id; null once the undo window has passed (or the deletion is
   * not the owner's).
   */
  async restore(ownerId: string, deletionId: string): Promise<string | null> {
    return this.em.transactional(async (em) => {
      await lockFolderTree(em, ownerId);
      const deletion = await new OrganiserDeletionsRepository(em).take(ownerId, 'folder', deletionId);
      if (!deletion) return null;
      const { folder, codeIds, subfolderIds } = deletion;
      await em.execute(
        `insert into qr_folders (id, user_id, parent_id, name, created_at, updated_at)
         values (?, ?, (select id from qr_folders where id = ? and user_id = ?), ?, ?, now())`,
        [folder.id, ownerId, folder.parentId, ownerId, folder.name, folder.createdAt],
        'run',
      );
      await em.execute(
        `update qr_codes set folder_id = ? where user_id = ? and folder_id is not distinct from ?
         and id = any(string_to_array(?, ',')::uuid[])`,
        [folder.id, ownerId, folder.parentId, codeIds.join(',')],
        'run',
      );
      // Only those still beside it, so no folder ends up inside its own subfolder.
      await em.execute(
        `update qr_folders set parent_id = ?, updated_at = now() where user_id = ? and parent_id is not distinct from ?
         and id = any(string_to_array(?, ',')::uuid[])`,
        [folder.id, ownerId, folder.parentId, subfolderIds.join(',')],
        'run',
      );
      // Its parent may have moved deeper since: then the folder comes back at the top level, where
      // its branch (no deeper than before the delete) always fits.
      const depth = (await ancestry(em, ownerId, folder.id, folder.id)).depth;
      if (depth + (await subtreeHeight(em, folder.id)) - 1 > MAX_FOLDER_DEPTH) {
        await em.execute('update qr_folders set parent_id = null where id = ?', [folder.id], 'run');
      }
      return folder.id;
    });
  }

  async removeAllOf(ownerId: string): Promise<void> {
    await this.em.execute('update qr_folders set parent_id = null where user_id = ?', [ownerId]);
    await this.em.nativeDelete(Folder, { userId: ownerId });
  }
}

/**
 * Serialises the changes to one owner's folder tree until the transaction ends: a check of the tree
 * still holds when the change it allowed commits.
 */
async function lockFolderTree(em: EntityManager, ownerId: string): Promise<void> {
  await em.execute('select pg_advisory_xact_lock(?, hashtext(?))', [FOLDER_TREE_LOCK_KEY, ownerId]);
}

/** Why `folderId` (a new folder when undefined) cannot go under `parentId`, if it cannot. */
async function placementRefusal(
  em: EntityManager,
  ownerId: string,
  parentId: string,
  folderId: string | undefined,
): Promise<FolderRefusal | undefined> {
  const parent = await ancestry(em, ownerId, parentId, folderId);
  if (parent.depth === 0) return 'not_found';
  // A folder inside itself would cut its whole branch off from the top level.
  if (parent.includesFolder) return 'cycle';
  const height = folderId ? await subtreeHeight(em, folderId) : 1;
  return parent.depth + height > MAX_FOLDER_DEPTH ? 'too_deep' : undefined;
}

/**
 * How many levels `id` lies down from the top (0: not the owner's folder), and whether `folderId` is
 * among it and its ancestors. Walks at most one level past the limit, so it ends on any data.
 */
async function ancestry(
  em: EntityManager,
  ownerId: string,
  id: string,
  folderId: string | undefined,
): Promise<{ depth: number; includesFolder: boolean }> {
  const [row] = await em.execute<Array<{ depth: number; includes_folder: boolean }>>(
    `with recursive chain (id, parent_id, depth) as (
       select id, parent_id, 1 from qr_folders where id = ? and user_id = ?
       union all
       select f.id, f.parent_id, c.depth + 1 from qr_folders f join chain c on f.id = c.parent_id
       where c.depth <= ?
     ) select count(*)::int as depth, coalesce(bool_or(id = ?), false) as includes_folder from chain`,
    [id, ownerId, MAX_FOLDER_DEPTH, folderId ?? null],
  );
  return { depth: row.depth, includesFolder: row.includes_folder };
}

/** Levels in a folder's branch, itself included; walks at most one level past the limit. */
async function subtreeHeight(em: EntityManager, folderId: string): Promise<number> {
  const [row] = await em.execute<Array<{ height: number }>>(
    `with recursive branch (id, depth) as (
       select id, 1 from qr_folders where id = ?
       union all
       select f.id, b.depth + 1 from qr_folders f join branch b on f.parent_id = b.id
       where b.depth <= ?
     ) select coalesce(max(depth), 0)::int as height from branch`,
    [folderId, MAX_FOLDER_DEPTH],
  );
  return row.height;
}
