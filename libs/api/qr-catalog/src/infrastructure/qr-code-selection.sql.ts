import { QR_TYPES } from '@liveqr/qr-content';
import { MAX_FOLDER_DEPTH } from '../domain/folder.entity';
import type { QrCodeFilter, QrCodeSelection, QrCodeSortKey, SortDirection } from '../application/qr-code-filter';

/** A piece of SQL and its `?` parameters, in order. */
export interface SqlPart {
  sql: string;
  params: unknown[];
}

/**
 * The one place a filter or selection becomes SQL over `qr_codes c`: the list, every bulk action
 * and the images ZIP read the same codes. Always the owner's live (not soft-deleted) codes.
 * Folder and tag ids are checked to be the owner's before they get here.
 */
export function selectionWhere(ownerId: string, selection: QrCodeSelection): SqlPart {
  if ('ids' in selection) {
    return {
      sql: `c.user_id = ? and c.deleted_at is null and c.id in (${placeholders(selection.ids)})`,
      params: [ownerId, ...selection.ids],
    };
  }
  return filterWhere(ownerId, selection.matching);
}

export function filterWhere(ownerId: string, filter: QrCodeFilter): SqlPart {
  const conditions = ['c.user_id = ?', 'c.deleted_at is null'];
  const params: unknown[] = [ownerId];
  if (filter.status) {
    conditions.push('c.is_active = ?');
    params.push(filter.status === 'active');
  }
  if (filter.type) {
    conditions.push('c.type = ?');
    params.push(filter.type);
  }
  if (filter.folderId) {
    if (filter.includeSubfolders) {
      conditions.push(`c.folder_id in (
        with recursive tree (id, depth) as (
          select id, 1 from qr_folders where id = ? and user_id = ?
          union all
          select f.id, t.depth + 1 from qr_folders f join tree t on f.parent_id = t.id where t.depth < ?
        ) select id from tree)`);
      // The depth bound ends the walk even on a tree that is not one (a cycle written by hand).
      params.push(filter.folderId, ownerId, MAX_FOLDER_DEPTH);
    } else {
      conditions.push('c.folder_id = ?');
      params.push(filter.folderId);
    }
  }
  for (const tagId of filter.tagIds ?? []) {
    conditions.push('exists (select 1 from qr_code_tags ct where ct.qr_code_id = c.id and ct.tag_id = ?)');
    params.push(tagId);
  }
  const needle = filter.search?.trim().toLowerCase();
  if (needle) {
    // search_text: the name, short code and destination, lower-cased (a generated column).
    const types = QR_TYPES.filter(({ id, label }) => id.includes(needle) || label.toLowerCase().includes(needle));
    const byType = types.length > 0 ? ` or c.type in (${placeholders(types)})` : '';
    conditions.push(`(c.search_text like ?${byType})`);
    params.push(`%${escapeLike(needle)}%`, ...types.map(({ id }) => id));
  }
  return { sql: conditions.join(' and '), params };
}

/** Every order ends in unique columns, so pages never overlap. */
export function orderBy(sort: QrCodeSortKey, direction: SortDirection): string {
  const dir = direction === 'asc' ? 'asc' : 'desc';
  switch (sort) {
    case 'name':
      return `lower(c.name) ${dir}, c.id ${dir}`;
    case 'created':
      return `c.created_at ${dir}, c.id ${dir}`;
    case 'type':
      return `c.type ${dir}, c.created_at desc, c.id desc`;
    case 'scans':
      return `c.scan_count ${dir}, c.created_at desc, c.id desc`;
    case 'lastScan':
      // Never scanned comes last either way.
      return `c.last_scanned_at ${dir} nulls last, c.created_at desc, c.id desc`;
    case 'status':
      return `c.is_active ${dir}, c.created_at desc, c.id desc`;
  }
}

function placeholders(values: readonly unknown[]): string {
  return values.length === 0 ? 'null' : values.map(() => '?').join(', ');
}

/** `%` and `_` typed by the user are literal characters, not wildcards. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
