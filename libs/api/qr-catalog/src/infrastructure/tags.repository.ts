import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { QrCatalogErrorCode, QrCatalogException } from '../domain/qr-catalog.exception';
import { Tag } from '../domain/tag.entity';

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

  async remove(tag: Tag): Promise<void> {
    await this.em.remove(tag).flush();
  }

  async removeAllOf(ownerId: string): Promise<void> {
    await this.em.nativeDelete(Tag, { userId: ownerId });
  }
}
