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

/** A change that one more request takes back: what the toast says, for how long, and how. */
export interface Undoable {
  /** What happened, as the toast says it. */
  done: string;
  seconds: number;
  /** Takes the change back; resolves with what to say once it has. */
  undo(): Promise<string>;
  /** The server has taken it back: show it. */
  onUndone(): void;
}

/**
 * Every change that can be undone says so the same way: a toast with Undo for `seconds`. Undo asks the
 * server to take it back and says it is back, or why not.
 */
export function useUndo(): (offer: Undoable) => void {
  const { t } = useTranslation('dashboard');
  return useCallback(
    ({ done, seconds, undo, onUndone }: Undoable) => {
      const handleUndo = async () => {
        try {
          toast.success(await undo());
          onUndone();
        } catch (error) {
          toast.error(errorText(t, error));
        }
      };
      toast(done, { duration: seconds * 1000, action: { label: t('undo'), onClick: () => void handleUndo() } });
    },
    [t],
  );
}

/** A delete's Undo, for as long as the server keeps what was deleted (its `undoSeconds`). */
export function useUndoToast(): (offer: UndoOffer) => void {
  const offerUndo = useUndo();
  return useCallback(
    ({ deleted, deletion, restore, onRestored }: UndoOffer) =>
      offerUndo({
        done: deleted,
        seconds: deletion.undoSeconds,
        undo: () => restore(deletion.deletionId),
        onUndone: onRestored,
      }),
    [offerUndo],
  );
}
