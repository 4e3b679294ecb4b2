import { useTranslation } from '@liveqr/web/i18n';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';

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
  const cancel = useRef<HTMLButtonElement>(null);
  const confirm = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // The dialog is a child of <body>: everything beside it is the page it covers.
    const page = [...document.body.children].filter(
      (element) => element !== backdrop.current && !element.hasAttribute('inert'),
    );
    for (const element of page) element.setAttribute('inert', '');
    cancel.current?.focus();
    return () => {
      for (const element of page) element.removeAttribute('inert');
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    }
    if (event.key !== 'Tab') return;
    event.preventDefault();
    const buttons = [cancel.current, confirm.current];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next = event.shiftKey ? (at <= 0 ? buttons.length - 1 : at - 1) : (at + 1) % buttons.length;
    buttons[next]?.focus();
  };

  return createPortal(
    <div ref={backdrop} className="dialog-backdrop">
      <div
        className="dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={message ? messageId : undefined}
        tabIndex={-1}
        onKeyDown={handleKeyDown}
      >
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        {message && <p id={messageId}>{message}</p>}
        <div className="dialog__actions">
          <button ref={cancel} type="button" className="button" onClick={onCancel}>
            {cancelLabel ?? t('dialog.cancel')}
          </button>
          <button ref={confirm} type="button" className="button button--danger" onClick={onConfirm}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
