import { initI18n } from '@liveqr/web/i18n/testing';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { ConfirmDialog } from './confirm-dialog';

/** A page with a button that asks, and a record of the answer. */
function Page({ onAnswer }: { onAnswer(answer: 'confirmed' | 'cancelled'): void }) {
  const [asking, setAsking] = useState(false);
  const answer = (given: 'confirmed' | 'cancelled') => {
    setAsking(false);
    onAnswer(given);
  };
  return (
    <main>
      <button type="button" onClick={() => setAsking(true)}>
        Delete folder
      </button>
      <a href="/elsewhere">Elsewhere</a>
      {asking && (
        <ConfirmDialog
          title="Delete the folder Fruit?"
          message="Its codes move up one level."
          confirmLabel="Delete folder"
          onConfirm={() => answer('confirmed')}
          onCancel={() => answer('cancelled')}
        />
      )}
    </main>
  );
}

function open() {
  const answers: string[] = [];
  render(<Page onAnswer={(answer) => answers.push(answer)} />);
  const opener = screen.getByRole('button', { name: 'Delete folder' });
  opener.focus();
  fireEvent.click(opener);
  return { answers, opener, dialog: screen.getByRole('alertdialog', { name: 'Delete the folder Fruit?' }) };
}

describe('ConfirmDialog', () => {
  beforeAll(async () => {
    await initI18n().changeLanguage('en');
  });

  it('asks in an alert dialog named by its question, described by what follows, starting on Cancel', () => {
    const { dialog } = open();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Its codes move up one level.',
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
  });

  it('makes the page beneath inert while it asks, and gives focus back to the opener after', () => {
    const { answers, opener, dialog } = open();
    const page = opener.closest('body > div');
    expect(page?.hasAttribute('inert')).toBe(true);
    expect(dialog.closest('[inert]')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(answers).toEqual(['cancelled']);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(page?.hasAttribute('inert')).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it('keeps Tab and Shift+Tab within its buttons', () => {
    const { dialog } = open();
    const [cancel, confirm] = [
      screen.getByRole('button', { name: 'Cancel' }),
      screen.getAllByRole('button', { name: 'Delete folder' }).find((button) => dialog.contains(button)),
    ];
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(confirm);
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(cancel);
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(confirm);
    // From the dialog itself (a click on its text), Shift+Tab still lands on a button of its own.
    dialog.focus();
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(confirm);
  });

  it('cancels on Escape and confirms on its button', () => {
    const first = open();
    fireEvent.keyDown(first.dialog, { key: 'Escape' });
    expect(first.answers).toEqual(['cancelled']);
    fireEvent.click(first.opener);
    const dialog = screen.getByRole('alertdialog');
    const confirm = screen.getAllByRole('button', { name: 'Delete folder' }).find((button) => dialog.contains(button));
    fireEvent.click(confirm as HTMLElement);
    expect(first.answers).toEqual(['cancelled', 'confirmed']);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
