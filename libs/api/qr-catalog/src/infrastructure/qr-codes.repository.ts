import { EntityManager, LockMode, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import type { QrTypeId } from '@liveqr/qr-content';
import { Injectable } from '@nestjs/common';
import { QrCode } from '../domain/qr-code.entity';
import { newSlug } from '../domain/slug';
import type { QrCodeFilter, QrCodeSelection, QrCodeSortKey, SortDirection } from '../application/qr-code-filter';
import { filterWhere, orderBy, selectionWhere } from './qr-code-selection.sql';

/** A row of the list: the heavy columns (content, customization) are left out. */
export type QrCodeListRow = Pick<
  QrCode,
  | 'id'
  | 'name'
  | 'type'
  | 'slug'
  | 'domainId'
  | 'shortUrl'
  | 'qrImageUrl'
  | 'folderId'
  | 'isDynamic'
  | 'isActive'
  | 'suspendedAt'
  | 'isTracked'
  | 'scanCount'
  | 'uniqueScanCount'
  | 'lastScannedAt'
  | 'expiry'
  | 'limitedScanCount'
  | 'isExpired'
  | 'createdAt'
  | 'updatedAt'
>;

export interface QrCodeListPage {
  rows: Array<{ code: QrCodeListRow; tagIds: string[] }>;
  total: number;
}

/** A code a bulk action changed or removed: what its events need. */
export interface AffectedCode {
  id: string;
  user_id: string;
  slug: string;
}

/** Affected codes as the events of many codes name them. */
export function announcedCodes(codes: readonly AffectedCode[]): Array<{ qrCodeId: string; slug: string }> {
  return codes.map(({ id, slug }) => ({ qrCodeId: id, slug }));
}

const LIST_COLUMNS = `c.id, c.user_id, c.name, c.type, c.slug, c.domain_id, c.domain_hostname, c.qr_image_url, c.folder_id, c.is_dynamic, c.is_active,
  c.suspended_at, c.is_tracked, c.scan_count, c.unique_scan_count, c.last_scanned_at, c.expires_at, c.scan_limit,
  c.limited_scan_count, c.fallback_url, c.created_at, c.updated_at`;

const SLUG_ATTEMPTS = 3;

/** The most codes linking one uploaded file that a visitor's request judges. */
const MAX_CODES_JUDGED_PER_UPLOAD = 100;

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
   * The owner's live codes whose content links one of their uploads (a viewer's file, a gallery's
   * image), with the columns their rules need. Read from the row each time: the scan limit's counter
   * moves in the database only.
   */
  // Bounded: a file many codes link is judged by those with the fewest rules first (the likeliest to open).
  async findLinkingUpload(ownerId: string, uploadId: string): Promise<QrCode[]> {
    const rows = await this.em.execute<Record<string, unknown>[]>(
      `select c.id, c.user_id, c.slug, c.is_active, c.suspended_at, c.expires_at, c.scan_limit, c.limited_scan_count,
         c.password_hash
       from qr_codes c
       where c.user_id = ? and c.deleted_at is null and strpos(lower(c.content::text), ?) > 0
       order by c.password_hash is not null, c.expires_at is not null, c.scan_limit is not null, c.id
       limit ?`,
      [ownerId, `/api/uploads/${uploadId.toLowerCase()}`, MAX_CODES_JUDGED_PER_UPLOAD],
    );
    return rows.map((row) => this.em.map(QrCode, row));
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
    filter: QrCodeFilter,
    sort: { key: QrCodeSortKey; direction: SortDirection },
    page: { offset: number; limit: number },
  ): Promise<QrCodeListPage> {
    const where = filterWhere(ownerId, filter);
    const [{ total }] = await this.em.execute<Array<{ total: string }>>(
      `select count(*) as total from qr_codes c where ${where.sql}`,
      where.params,
    );
    const rows = await this.em.execute<Array<Record<string, unknown> & { tag_ids: string[] }>>(
      `select ${LIST_COLUMNS},
         array(select ct.tag_id from qr_code_tags ct where ct.qr_code_id = c.id) as tag_ids
       from qr_codes c where ${where.sql}
       order by ${orderBy(sort.key, sort.direction)} limit ? offset ?`,
      [...where.params, page.limit, page.offset],
    );
    return {
      rows: rows.map(({ tag_ids, ...row }) => ({ code: this.em.map(QrCode, row), tagIds: tag_ids })),
      total: Number(total),
    };
  }

  /** The ids of the selected codes, in the list's default order (for the images ZIP). */
  /** The ids of the selected codes, newest first; at most `limit` of them when given. */
  async selectedIds(ownerId: string, selection: QrCodeSelection, limit?: number): Promise<string[]> {
    const where = selectionWhere(ownerId, selection);
    const rows = await this.em.execute<Array<{ id: string }>>(
      `select c.id from qr_codes c where ${where.sql} order by ${orderBy('created', 'desc')}${limit === undefined ? '' : ' limit ?'}`,
      limit === undefined ? where.params : [...where.params, limit],
    );
    return rows.map(({ id }) => id);
  }

  /** The owner's codes among `ids`, in the order of `ids` (anyone else's and deleted ones are skipped). */
  async findOwnedIn(ownerId: string, ids: readonly string[]): Promise<QrCode[]> {
    const codes = await this.em.find(QrCode, { id: { $in: [...ids] }, userId: ownerId }, { disableIdentityMap: true });
    const byId = new Map(codes.map((code) => [code.id, code]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /** Sets the fields of every selected code at once (column names are ours, never the caller's). */
  async updateSelected(
    ownerId: string,
    selection: QrCodeSelection,
    set: Partial<Record<'is_active' | 'folder_id' | 'deleted_at' | 'deletion_id', unknown>>,
  ): Promise<AffectedCode[]> {
    const where = selectionWhere(ownerId, selection);
    const columns = Object.keys(set);
    return this.em.execute<AffectedCode[]>(
      `update qr_codes c set ${columns.map((column) => `${column} = ?`).join(', ')}, updated_at = now()
       where ${where.sql} returning c.id, c.user_id, c.slug`,
      [...Object.values(set), ...where.params],
    );
  }

  /** Gives every selected code the tags (already checked to be the owner's); tags a code has stay once. */
  /** One row per tag a code was given (a code given two tags comes twice). */
  addTags(ownerId: string, selection: QrCodeSelection, tagIds: readonly string[]): Promise<AffectedCode[]> {
    if (tagIds.length === 0) return Promise.resolve([]);
    const where = selectionWhere(ownerId, selection);
    return this.em.execute<AffectedCode[]>(
      `with added as (
         insert into qr_code_tags (tag_id, qr_code_id)
         select t.id, c.id from qr_codes c cross join qr_tags t
         where ${where.sql} and t.user_id = ? and t.id in (${tagIds.map(() => '?').join(', ')})
         on conflict do nothing
         returning qr_code_id)
       select c.id, c.user_id, c.slug from added join qr_codes c on c.id = added.qr_code_id`,
      [...where.params, ownerId, ...tagIds],
    );
  }

  /** One row per tag taken off a code (a code that lost two tags comes twice). */
  removeTags(ownerId: string, selection: QrCodeSelection, tagIds: readonly string[]): Promise<AffectedCode[]> {
    if (tagIds.length === 0) return Promise.resolve([]);
    const where = selectionWhere(ownerId, selection);
    return this.em.execute<AffectedCode[]>(
      `with removed as (
         delete from qr_code_tags where tag_id in (${tagIds.map(() => '?').join(', ')})
         and qr_code_id in (select c.id from qr_codes c where ${where.sql})
         returning qr_code_id)
       select c.id, c.user_id, c.slug from removed join qr_codes c on c.id = removed.qr_code_id`,
      [...tagIds, ...where.params],
    );
  }

  /** Brings back the codes of one bulk delete while they are still there. */
  restore(ownerId: string, deletionId: string): Promise<AffectedCode[]> {
    return this.em.execute<AffectedCode[]>(
      `update qr_codes c set deleted_at = null, deletion_id = null
       where c.user_id = ? and c.deletion_id = ? returning c.id, c.user_id, c.slug`,
      [ownerId, deletionId],
    );
  }

  /** Deletes for good the codes soft-deleted before `before` (their scans go with them). */
  purgeDeleted(before: Date): Promise<AffectedCode[]> {
    return this.em.execute<AffectedCode[]>(
      'delete from qr_codes c where c.deleted_at < ? returning c.id, c.user_id, c.slug',
      [before],
    );
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

  /**
   * Inserts new codes with one statement and one commit. When that fails (a slug already taken, or
   * a row the database refuses), each code is inserted on its own instead, so one bad row does not
   * take the others down: the answer lists the codes that could not be saved, each with its error.
   */
  async insertAll(codes: readonly QrCode[]): Promise<Map<QrCode, unknown>> {
    const refused = new Map<QrCode, unknown>();
    if (codes.length === 0) return refused;
    try {
      await this.em.insertMany(QrCode, [...codes]);
      return refused;
    } catch {
      for (const code of codes) {
        try {
          await this.insert(code);
        } catch (error) {
          refused.set(code, error);
        }
      }
      return refused;
    }
  }

  /** Writes the changes made to loaded codes. */
  async flush(): Promise<void> {
    await this.em.flush();
  }

  async remove(code: QrCode): Promise<void> {
    await this.em.remove(code).flush();
  }

  /** Every code of an owner, oldest first, for exports. */
  allOf(ownerId: string): Promise<QrCode[]> {
    return this.em.find(
      QrCode,
      { userId: ownerId },
      { orderBy: { createdAt: 'asc', id: 'asc' }, disableIdentityMap: true },
    );
  }

  /** Every code of an owner, for clean-up when the account is deleted. */
  async removeAllOf(ownerId: string): Promise<Array<Pick<QrCode, 'id' | 'slug'>>> {
    const codes = await this.em.find(QrCode, { userId: ownerId }, { fields: ['id', 'slug'], disableIdentityMap: true });
    await this.em.nativeDelete(QrCode, { userId: ownerId });
    return codes;
  }
}
