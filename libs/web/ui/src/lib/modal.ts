import { type KeyboardEvent, type RefObject, useEffect, useRef } from 'react';

/**
 * While a modal dialog is mounted: everything beside its backdrop (a child of <body>) is inert, and
 * focus goes back to whatever had it when the dialog opened. `focusFirst` runs once, on opening.
 */
export function useModal(backdrop: RefObject<HTMLElement | null>, focusFirst: () => void): void {
  // The first render's: a new function each render must not open the dialog again.
  const onOpen = useRef(focusFirst);
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const page = [...document.body.children].filter(
      (element) => element !== backdrop.current && !element.hasAttribute('inert'),
    );
    for (const element of page) element.setAttribute('inert', '');
    onOpen.current();
    return () => {
      for (const element of page) element.removeAttribute('inert');
      if (opener?.isConnected) opener.focus();
    };
  }, [backdrop]);
}

/**
 * A modal dialog's keys: Escape closes it; Tab and Shift+Tab go round its enabled controls, from
 * the dialog itself too (a click on its text), and never leave it.
 */
export function modalKeyDown(event: KeyboardEvent, dialog: HTMLElement | null, onClose: () => void): void {
  if (event.key === 'Escape') {
    event.preventDefault();
    onClose();
    return;
  }
  if (event.key !== 'Tab' || !dialog) return;
  event.preventDefault();
  const controls = [
    ...dialog.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex="0"]'),
  ].filter((element) => !element.hasAttribute('disabled'));
  if (controls.length === 0) return;
  const at = controls.indexOf(document.activeElement as HTMLElement);
  const next = event.shiftKey ? (at <= 0 ? controls.length - 1 : at - 1) : (at + 1) % controls.length;
  controls[next]?.focus();
}
