import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { QrCatalogErrorCode, QrCatalogException } from '../domain/qr-catalog.exception';
import { Tag } from '../domain/tag.entity';
import { OrganiserDeletionsRepository } from './organiser-deletions.repository';

export interface TagRow {
  tag: Tag;
  /** Live codes carrying the tag. */
  codeCount: number;
}

@Injectable()
export class TagsRepository {
  constructor(private readonly em: EntityManager) {}

  /** Someone else's tag is as absent as a missing one. */
  findOwned(ownerId: string, id: string): Promise<Tag | null> {
    return this.em.findOne(Tag, { id, userId: ownerId });
  }

  /** How many of these ids are the owner's tags. */
  countOwned(ownerId: string, ids: readonly string[]): Promise<number> {
    return this.em.count(Tag, { userId: ownerId, id: { $in: [...ids] } });
  }

  async listOwned(ownerId: string): Promise<TagRow[]> {
    const tags = await this.em.find(Tag, { userId: ownerId }, { orderBy: { name: 'asc', id: 'asc' } });
    const counts = await this.em.execute<Array<{ tag_id: string; codes: string }>>(
      `select ct.tag_id, count(*) as codes from qr_code_tags ct join qr_codes c on c.id = ct.qr_code_id
       where c.user_id = ? and c.deleted_at is null group by ct.tag_id`,
      [ownerId],
    );
    const byTag = new Map(counts.map((row) => [row.tag_id, Number(row.codes)]));
    return tags.map((tag) => ({ tag, codeCount: byTag.get(tag.id) ?? 0 }));
  }

  /** A name the owner already uses (in any case) is refused with a conflict. */
  async save(tag: Tag): Promise<void> {
    try {
      await this.em.persist(tag).flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        this.em.clear();
        throw new QrCatalogException(QrCatalogErrorCode.TagNameTaken);
      }
      throw error;
    }
  }

  /**
   * Deletes a tag (it comes off every code) in one transaction with the record of the codes that
   * carried it, for the undo. Resolves with the deletion's id.
   */
  async remove(tag: Tag): Promise<string> {
    return this.em.transactional(async (em) => {
      const carriers = await em.execute<Array<{ qr_code_id: string }>>(
        'delete from qr_code_tags where tag_id = ? returning qr_code_id',
        [tag.id],
      );
      await em.execute('delete from qr_tags where id = ? and user_id = ?', [tag.id, tag.userId], 'run');
      return new OrganiserDeletionsRepository(em).record(tag.userId, 'tag', {
        tag: { id: tag.id, name: tag.name, colour: tag.colour, createdAt: tag.createdAt.toISOString() },
        codeIds: carriers.map(({ qr_code_id }) => qr_code_id),
      });
    });
  }

  /**
   * Undoes a tag's delete: the tag comes back on the codes that carried it and still exist. A tag of
   * the same name made since is a conflict (the undo can be tried again once it is renamed). Resolves
   * with the tag's id; null once the undo window has passed (or the deletion is not the owner's).
   */
  async restore(ownerId: string, deletionId: string): Promise<string | null> {
    try {
      return await this.em.transactional(async (em) => {
        const deletion = await new OrganiserDeletionsRepository(em).take(ownerId, 'tag', deletionId);
        if (!deletion) return null;
        const { tag, codeIds } = deletion;
        await em.execute(
          'insert into qr_tags (id, user_id, name, colour, created_at, updated_at) values (?, ?, ?, ?, ?, now())',
          [tag.id, ownerId, tag.name, tag.colour, tag.createdAt],
          'run',
        );
        await em.execute(
          `insert into qr_code_tags (tag_id, qr_code_id)
           select ?, c.id from qr_codes c where c.user_id = ? and c.id = any(string_to_array(?, ',')::uuid[])`,
          [tag.id, ownerId, codeIds.join(',')],
          'run',
        );
        return tag.id;
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException)
        throw new QrCatalogException(QrCatalogErrorCode.TagNameTaken);
      throw error;
    }
  }

  async removeAllOf(ownerId: string): Promise<void> {
    await this.em.nativeDelete(Tag, { userId: ownerId });
  }
}
