import { useTranslation } from '@liveqr/web/i18n';
import { toast } from '@liveqr/web/ui';
import { useCallback } from 'react';
import { errorText } from '../features/organise/error-text';

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

/**
 * Every delete that can be undone says so the same way: a toast with Undo for as long as the server
 * keeps what was deleted (its `undoSeconds`). Undo asks for it back and says it is back, or why not.
 */
export function useUndoToast(): (offer: UndoOffer) => void {
  const { t } = useTranslation('dashboard');
  return useCallback(
    ({ deleted, deletion, restore, onRestored }: UndoOffer) => {
      const handleUndo = async () => {
        try {
          toast.success(await restore(deletion.deletionId));
          onRestored();
        } catch (error) {
          toast.error(errorText(t, error));
        }
      };
      toast(deleted, {
        duration: deletion.undoSeconds * 1000,
        action: { label: t('undo'), onClick: () => void handleUndo() },
      });
    },
    [t],
  );
}
