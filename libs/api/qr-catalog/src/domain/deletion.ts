/** How long a bulk delete can be undone; the codes are purged for good after it. */
export const UNDO_DELETE_SECONDS = 10;

/** Codes soft-deleted before this moment are past their undo window. */
export function undoWindowStart(now: Date): Date {
  return new Date(now.getTime() - UNDO_DELETE_SECONDS * 1000);
}
