import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Folder } from '../domain/folder.entity';

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
   * folder that exists) and subfolders to its parent, all in one transaction.
   */
  async removeMovingContentsUp(folder: Folder): Promise<void> {
    await this.em.transactional(async (em) => {
      const parent = folder.parentId;
      await em.execute('update qr_codes set folder_id = ? where user_id = ? and folder_id = ?', [
        parent,
        folder.userId,
        folder.id,
      ]);
      await em.execute('update qr_folders set parent_id = ?, updated_at = now() where user_id = ? and parent_id = ?', [
        parent,
        folder.userId,
        folder.id,
      ]);
      await em.execute('delete from qr_folders where id = ? and user_id = ?', [folder.id, folder.userId]);
    });
  }

  async removeAllOf(ownerId: string): Promise<void> {
    await this.em.execute('update qr_folders set parent_id = null where user_id = ?', [ownerId]);
    await this.em.nativeDelete(Folder, { userId: ownerId });
  }
}
