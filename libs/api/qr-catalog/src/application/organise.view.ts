import { MAX_FOLDER_NAME_LENGTH } from '../domain/folder.entity';
import { QrCatalogErrorCode, QrCatalogException } from '../domain/qr-catalog.exception';
import { MAX_TAG_NAME_LENGTH } from '../domain/tag.entity';
import type { FolderRefusal, FolderRow } from '../infrastructure/folders.repository';
import type { TagRow } from '../infrastructure/tags.repository';

export interface FolderView {
  id: string;
  name: string;
  /** Null at the top level. */
  parentId: string | null;
  /** Codes directly in this folder. */
  codeCount: number;
  createdAt: string;
}

export interface TagView {
  id: string;
  name: string;
  /** `#rrggbb`. */
  colour: string;
  codeCount: number;
}

/** What a bulk action did. */
export interface BulkResultView {
  /** Codes (or code–tag pairs, for tagging) changed. */
  affected: number;
}

/** A delete that can be undone for a while. */
export interface UndoableDeletionView {
  /** Hand it to the matching restore within `undoSeconds` to bring back what was deleted. */
  deletionId: string;
  undoSeconds: number;
}

export interface BulkDeletionView extends BulkResultView, UndoableDeletionView {}

/** Each reason a folder cannot go where it was asked to, as the error it answers. */
export const FOLDER_REFUSAL_CODES: Record<FolderRefusal, QrCatalogErrorCode> = {
  not_found: QrCatalogErrorCode.FolderNotFound,
  cycle: QrCatalogErrorCode.FolderCycle,
  too_deep: QrCatalogErrorCode.FolderTooDeep,
};

export function toFolderView({ folder, codeCount }: FolderRow): FolderView {
  return {
    id: folder.id,
    name: folder.name,
    parentId: folder.parentId ?? null,
    codeCount,
    createdAt: folder.createdAt.toISOString(),
  };
}

export function toTagView({ tag, codeCount }: TagRow): TagView {
  return { id: tag.id, name: tag.name, colour: tag.colour, codeCount };
}

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
