import { useTranslation } from '@liveqr/web/i18n';
import { useCallback } from 'react';
import { toast, toastWithActions } from './notifications';

/** What a change did, as its toast says it, and how to take it back where that makes sense. */
export interface Change {
  text: string;
  /** Takes the change back; resolves with what the toast says then. */
  undo?(): Promise<string> | string;
  /** How long Undo is offered when that has a limit (as long as the server keeps what was deleted). */
  undoSeconds?: number;
}

/**
 * Every change in every app is confirmed the same way: a toast that says what it did, with Undo
 * (as large as the toast's other actions) where it can be taken back. Undo works once: the same
 * toast then says it is back, or `failed` says why not. The function it gives returns the toast's
 * id, to take it away when its Undo stops making sense.
 */
export function useConfirmChange(failed: (error: unknown) => string): (change: Change) => string | number {
  const { t } = useTranslation();
  return useCallback(
    ({ text, undo, undoSeconds }: Change) => {
      if (!undo) return toast.success(text);
      let pressed = false;
      const id = toastWithActions(
        text,
        [
          {
            label: t('notifications.undo'),
            onClick: () => {
              // A second tap before the first is answered would take the change back twice (two restored kits).
              if (pressed) return;
              pressed = true;
              // The answer replaces the toast: its actions and its longer time go with the text.
              const replace = { id, description: undefined, duration: undefined };
              Promise.resolve()
                .then(undo)
                .then(
                  (back) => toast.success(back, replace),
                  (error: unknown) => toast.error(failed(error), replace),
                );
            },
          },
        ],
        { seconds: undoSeconds },
      );
      return id;
    },
    [t, failed],
  );
}
