import { UNDO_DELETE_SECONDS } from '../domain/deletion';
import { MAX_FOLDER_NAME_LENGTH } from '../domain/folder.entity';
import { QrCatalogErrorCode, QrCatalogException } from '../domain/qr-catalog.exception';
import { MAX_TAG_NAME_LENGTH } from '../domain/tag.entity';
import type { FolderRefusal, FolderRow } from '../infrastructure/folders.repository';
import type { TagRow } from '../infrastructure/tags.repository';

/** Each reason a folder cannot go where it was asked to, as the error it answers. */
export const FOLDER_REFUSAL_CODES: Record<FolderRefusal, QrCatalogErrorCode> = {
  not_found: QrCatalogErrorCode.FolderNotFound,
  cycle: QrCatalogErrorCode.FolderCycle,
  too_deep: QrCatalogErrorCode.FolderTooDeep,
};

/*
 * Folders, tags and what bulk actions did, as the API answers them. Their HTTP shape is described
 * once, by the response DTOs in interface/dto/organise.dto.ts, which the controllers return.
 */

export function toFolderView({ folder, codeCount }: FolderRow) {
  return {
    id: folder.id,
    name: folder.name,
    parentId: folder.parentId ?? null,
    codeCount,
    createdAt: folder.createdAt.toISOString(),
  };
}

export type FolderView = ReturnType<typeof toFolderView>;

export function toTagView({ tag, codeCount }: TagRow) {
  return { id: tag.id, name: tag.name, colour: tag.colour, codeCount };
}

export type TagView = ReturnType<typeof toTagView>;

/** What a bulk action did: codes (or code–tag pairs, for tagging) changed. */
export function bulkResultView(affected: number) {
  return { affected };
}

export type BulkResultView = ReturnType<typeof bulkResultView>;

/** A delete that can be undone for a while: its id, for the matching restore. */
export function undoableDeletionView(deletionId: string) {
  return { deletionId, undoSeconds: UNDO_DELETE_SECONDS };
}

export type UndoableDeletionView = ReturnType<typeof undoableDeletionView>;

export function bulkDeletionView(affected: number, deletionId: string) {
  return { ...bulkResultView(affected), ...undoableDeletionView(deletionId) };
}

export type BulkDeletionView = ReturnType<typeof bulkDeletionView>;

/** Trimmed, not blank, not too long: the same rule on create and rename. */
export function checkedFolderName(name: string | undefined): string {
  return checkedName(name, MAX_FOLDER_NAME_LENGTH, QrCatalogErrorCode.InvalidFolderName);
}

export function checkedTagName(name: string | undefined): string {
  return checkedName(name, MAX_TAG_NAME_LENGTH, QrCatalogErrorCode.InvalidTagName);
}

function checkedName(name: string | undefined, max: number, code: QrCatalogErrorCode): string {
  const trimmed = name?.trim() ?? '';
  if (trimmed === '' || trimmed.length > max) throw new QrCatalogException(code);
  return trimmed;
}
