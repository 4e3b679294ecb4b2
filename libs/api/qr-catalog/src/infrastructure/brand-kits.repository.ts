import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { BrandKit } from '../domain/brand-kit.entity';

@Injectable()
export class BrandKitsRepository {
  constructor(private readonly em: EntityManager) {}

  /** Someone else's kit is as absent as a missing one. */
  findOwned(ownerId: string, id: string): Promise<BrandKit | null> {
    return this.em.findOne(BrandKit, { id, userId: ownerId });
  }

  listOwned(ownerId: string): Promise<BrandKit[]> {
    return this.em.find(BrandKit, { userId: ownerId }, { orderBy: { name: 'asc', id: 'asc' } });
  }

  findDefault(ownerId: string): Promise<BrandKit | null> {
    return this.em.findOne(BrandKit, { userId: ownerId, isDefault: true });
  }

  /**
   * Stores a new or changed kit; when it is the default, the owner's previous default is cleared in
   * the same transaction, so the one-default index never sees two.
   */
  async save(kit: BrandKit): Promise<void> {
    await this.em.transactional(async (em) => {
      if (kit.isDefault) {
        await em.nativeUpdate(
          BrandKit,
          { userId: kit.userId, isDefault: true, id: { $ne: kit.id } },
          { isDefault: false },
        );
      }
      em.persist(kit);
    });
  }

  async remove(kit: BrandKit): Promise<void> {
    await this.em.remove(kit).flush();
  }

  async removeAllOf(ownerId: string): Promise<void> {
    await this.em.nativeDelete(BrandKit, { userId: ownerId });
  }
}
