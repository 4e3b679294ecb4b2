import { EntityManager, type FilterQuery, LockMode, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { QR_TYPES, type QrTypeId } from '@liveqr/qr-content';
import { Injectable } from '@nestjs/common';
import { QrCode } from '../domain/qr-code.entity';
import { newSlug } from '../domain/slug';

export interface QrCodeListFilter {
  /** Case-insensitive substring of the name, or of the type's id or label. */
  search?: string;
  active?: boolean;
  type?: QrTypeId;
}

/** A row of the list: the heavy columns (content, customization) are left out. */
export type QrCodeListRow = Pick<
  QrCode,
  | 'id'
  | 'name'
  | 'type'
  | 'slug'
  | 'qrImageUrl'
  | 'isDynamic'
  | 'isActive'
  | 'suspendedAt'
  | 'isTracked'
  | 'scanCount'
  | 'uniqueScanCount'
  | 'expiry'
  | 'limitedScanCount'
  | 'isExpired'
  | 'createdAt'
  | 'updatedAt'
>;

const SLUG_ATTEMPTS = 3;

@Injectable()
export class QrCodesRepository {
  constructor(private readonly em: EntityManager) {}

  /** Someone else's code is as absent as a missing one. */
  findOwned(ownerId: string, id: string): Promise<QrCode | null> {
    return this.em.findOne(QrCode, { id, userId: ownerId });
  }

  /** A public page's code: any owner's, but only of the page's type. */
  findOfType(id: string, type: QrTypeId): Promise<QrCode | null> {
    return this.em.findOne(QrCode, { id, type }, { disableIdentityMap: true });
  }

  /**
   * Loads a code under a row lock (SELECT ... FOR UPDATE), lets `change` edit it and commits:
   * concurrent changes queue instead of overwriting each other. Whatever `change` throws rolls back.
   */
  changeLocked(id: string, type: QrTypeId, change: (code: QrCode) => void): Promise<QrCode | null> {
    return this.em.transactional(async (em) => {
      const code = await em.findOne(QrCode, { id, type }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
      if (code) change(code);
      return code;
    });
  }

  async list(
    ownerId: string,
    filter: QrCodeListFilter,
    page: { offset: number; limit: number },
  ): Promise<{ rows: QrCodeListRow[]; total: number }> {
    const [rows, total] = await this.em.findAndCount(QrCode, listWhere(ownerId, filter), {
      exclude: ['content', 'customization', 'routing', 'split', 'passwordHash'],
      orderBy: { createdAt: 'desc', id: 'desc' },
      offset: page.offset,
      limit: page.limit,
      disableIdentityMap: true,
    });
    return { rows, total };
  }

  /** Inserts a new code; a slug already taken (rare) is replaced and the insert retried. */
  async insert(code: QrCode): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await this.em.insert(QrCode, code);
        return;
      } catch (error) {
        if (!(error instanceof UniqueConstraintViolationException) || attempt >= SLUG_ATTEMPTS) throw error;
        code.slug = newSlug();
      }
    }
  }

  /** Writes the changes made to loaded codes. */
  async flush(): Promise<void> {
    await this.em.flush();
  }

  async remove(code: QrCode): Promise<void> {
    await this.em.remove(code).flush();
  }

  /** Every code of an owner, for clean-up when the account is deleted. */
  async removeAllOf(ownerId: string): Promise<Array<Pick<QrCode, 'id' | 'slug'>>> {
    const codes = await this.em.find(QrCode, { userId: ownerId }, { fields: ['id', 'slug'], disableIdentityMap: true });
    await this.em.nativeDelete(QrCode, { userId: ownerId });
    return codes;
  }
}

function listWhere(ownerId: string, { search, active, type }: QrCodeListFilter): FilterQuery<QrCode> {
  const where: FilterQuery<QrCode> & Record<string, unknown> = { userId: ownerId };
  if (active !== undefined) where['isActive'] = active;
  if (type !== undefined) where['type'] = type;
  const needle = search?.trim().toLowerCase();
  if (needle) {
    const types = QR_TYPES.filter(({ id, label }) => id.includes(needle) || label.toLowerCase().includes(needle));
    where['$or'] = [
      { name: { $ilike: `%${escapeLike(needle)}%` } },
      ...(types.length > 0 ? [{ type: { $in: types.map(({ id }) => id) } }] : []),
    ];
  }
  return where;
}

/** `%` and `_` typed by the user are literal characters, not wildcards. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
