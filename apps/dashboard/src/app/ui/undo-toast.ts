import { apiErrorText } from '@liveqr/web/api-client';
import { useTranslation } from '@liveqr/web/i18n';
import { type Change, useConfirmChange } from '@liveqr/web/ui';
import { useCallback } from 'react';

/** A delete the server can take back for a while: what its answer says. */
export interface UndoableDeletion {
  deletionId: string;
  undoSeconds: number;
}

export interface UndoOffer {
  /** What was deleted, as the toast says it. */
  deleted: string;
  deletion: UndoableDeletion;
  /** Asks the server to take the delete back; resolves with what to say once it has. */
  restore(deletionId: string): Promise<string>;
  /** What came back is on the server again: read it again. */
  onRestored(): void;
}

/** The dashboard's changes, confirmed in the apps' toast; an Undo that fails says why in the reader's language. */
export function useConfirm(): (change: Change) => string | number {
  const { t } = useTranslation('dashboard');
  return useConfirmChange(useCallback((error: unknown) => apiErrorText(t, error, t('organise.errors.unknown')), [t]));
}

/** A delete's Undo, for as long as the server keeps what was deleted (its `undoSeconds`). */
export function useUndoToast(): (offer: UndoOffer) => void {
  const confirm = useConfirm();
  return useCallback(
    ({ deleted, deletion, restore, onRestored }: UndoOffer) => {
      confirm({
        text: deleted,
        undoSeconds: deletion.undoSeconds,
        undo: async () => {
          const back = await restore(deletion.deletionId);
          onRestored();
          return back;
        },
      });
    },
    [confirm],
  );
}
