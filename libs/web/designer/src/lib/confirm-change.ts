import { toast, toastWithActions } from '@liveqr/web/ui';

/** What a change did, as its toast says it, and how to take it back where that makes sense. */
export interface Done {
  text: string;
  /** Takes the change back; resolves with what the toast says then. */
  undo?(): Promise<string> | string;
}

export interface ConfirmTexts {
  undo: string;
  /** Why Undo did not work. */
  failed(error: unknown): string;
}

/**
 * Says what a change did in a toast, with Undo (a tap target as large as the toast's other
 * actions) where it can be taken back. Undo works once: the same toast then says it is back, or
 * why not. Returns the toast's id, to take it away when its Undo stops making sense.
 */
export function confirmChange({ text, undo }: Done, texts: ConfirmTexts): string | number {
  if (!undo) return toast.success(text);
  let pressed = false;
  const id = toastWithActions(text, [
    {
      label: texts.undo,
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
            (error: unknown) => toast.error(texts.failed(error), replace),
          );
      },
    },
  ]);
  return id;
}
