/** How long a delete of codes, a folder or a tag can be undone; what was deleted is purged after it. */
export const UNDO_DELETE_SECONDS = 10;

/** Deletes made before this moment are past their undo window. */
export function undoWindowStart(now: Date): Date {
  return new Date(now.getTime() - UNDO_DELETE_SECONDS * 1000);
}

/** What deleting a folder changed: enough to put it back as it was. */
export interface FolderDeletion {
  folder: { id: string; name: string; parentId: string | null; createdAt: string };
  /** The codes (soft-deleted ones too) and subfolders that the delete handed to the folder's parent. */
  codeIds: string[];
  subfolderIds: string[];
}

/** What deleting a tag changed: the tag and the codes that carried it. */
export interface TagDeletion {
  tag: { id: string; name: string; colour: string; createdAt: string };
  codeIds: string[];
}

/** The organisers whose delete can be undone, and what each keeps for its undo. */
export interface OrganiserDeletions {
  folder: FolderDeletion;
  tag: TagDeletion;
}
export type OrganiserKind = keyof OrganiserDeletions;
