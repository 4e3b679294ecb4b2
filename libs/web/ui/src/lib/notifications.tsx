import { useTranslation } from '@liveqr/web/i18n';
import { Toaster, toast } from 'sonner';
import './notifications.css';

/** Short-lived messages (e.g. a change that failed), from any web app: `toast.error(text)`. */
export { toast } from 'sonner';

/** Where every web app's toasts appear: mounted once, by the shell, so the remotes share it. */
export function Notifications() {
  const { t } = useTranslation();
  return (
    <Toaster
      position="top-center"
      closeButton
      richColors
      containerAriaLabel={t('notifications.label')}
      toastOptions={{ closeButtonAriaLabel: t('notifications.close') }}
    />
  );
}

export interface ToastAction {
  label: string;
  onClick(): void;
}

/** What is done, with what to do next, offered long enough to reach it. */
const ACTIONS_DURATION_MS = 12_000;

export interface ActionsToastOptions {
  /** The toast to show this in: given again, the same toast changes instead of a new one covering it. */
  id?: string;
  /** A line under the message, e.g. what the last of the actions did. */
  note?: string;
  /** How long the actions stay in reach, when the action itself has a limit (an Undo the server allows for a while). */
  seconds?: number;
}

/**
 * A success with follow-ups ("Created" — Download, Copy link). Sonner's own action holds one small
 * button; these are the app's buttons, as large as any tap target. An action that reports back
 * shows the toast again by its `id` with a `note`, so the other actions stay in reach.
 */
export function toastWithActions(
  message: string,
  actions: readonly ToastAction[],
  { id, note, seconds }: ActionsToastOptions = {},
): string | number {
  return toast.success(message, {
    id,
    duration: seconds === undefined ? ACTIONS_DURATION_MS : seconds * 1000,
    description: (
      <span className="toast-actions">
        {note && <span className="toast-actions__note">{note}</span>}
        {actions.map((action) => (
          <button key={action.label} type="button" className="button" onClick={action.onClick}>
            {action.label}
          </button>
        ))}
      </span>
    ),
  });
}
