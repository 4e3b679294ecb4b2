import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Folder } from '../domain/folder.entity';
import { OrganiserDeletionsRepository } from './organiser-deletions.repository';

export interface FolderRow {
  folder: Folder;
  /** Live codes directly in the folder. */
  codeCount: number;
}

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

  /** Whether `candidateId` is `folderId` itself or lies anywhere below it. */
  async isWithin(folderId: string, candidateId: string): Promise<boolean> {
    const [row] = await this.em.execute<Array<{ within: boolean }>>(
      `with recursive ancestors as (
         select id, parent_id from qr_folders where id = ?
         union all
         select f.id, f.parent_id from qr_folders f join ancestors a on f.id = a.parent_id
       ) select exists (select 1 from ancestors where id = ?) as within`,
      [candidateId, folderId],
    );
    return row.within;
  }

  async save(folder: Folder): Promise<void> {
    await this.em.persist(folder).flush();
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
      return folder.id;
    });
  }

  async removeAllOf(ownerId: string): Promise<void> {
    await this.em.execute('update qr_folders set parent_id = null where user_id = ?', [ownerId]);
    await this.em.nativeDelete(Folder, { userId: ownerId });
  }
}
