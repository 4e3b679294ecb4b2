import { useTranslation } from '@liveqr/web/i18n';
import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { modalKeyDown, useModal } from './modal';

export interface ConfirmDialogProps {
  /** The question ('Delete the folder Fruit?'): the dialog's name. */
  title: string;
  /** What follows from saying yes (what moves, how long it can be undone). */
  message?: string;
  /** The button that does it ('Delete folder'). */
  confirmLabel: string;
  /** Without it, the reader's 'Cancel'. */
  cancelLabel?: string;
  onConfirm(): void;
  /** Cancel, or Escape. */
  onCancel(): void;
}

/**
 * Asks before a destructive action, in the page: an alert dialog that keeps the keyboard while it is
 * open (Tab and Shift+Tab go round its buttons, Escape cancels), starts on Cancel so that Enter never
 * destroys by accident, makes the rest of the page inert, and gives focus back to where it was when
 * it closes. Shown while mounted: render it to ask, stop rendering it once answered.
 */
export function ConfirmDialog({ title, message, confirmLabel, cancelLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const messageId = useId();
  const backdrop = useRef<HTMLDivElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  useModal(backdrop, () => cancel.current?.focus());

  return createPortal(
    <div ref={backdrop} className="dialog-backdrop">
      <div
        ref={dialog}
        className="dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={message ? messageId : undefined}
        tabIndex={-1}
        onKeyDown={(event) => modalKeyDown(event, dialog.current, onCancel)}
      >
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        {message && <p id={messageId}>{message}</p>}
        <div className="dialog__actions">
          <button ref={cancel} type="button" className="button" onClick={onCancel}>
            {cancelLabel ?? t('dialog.cancel')}
          </button>
          <button type="button" className="button button--danger" onClick={onConfirm}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
