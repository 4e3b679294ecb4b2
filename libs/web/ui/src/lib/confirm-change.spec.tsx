import { initI18n } from '@liveqr/web/i18n/testing';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { type Change, useConfirmChange } from './confirm-change';
import { Notifications, toast } from './notifications';

/** A button that makes `change`, with the shell's toasts beside it. */
function Page({ change }: { change: Change }) {
  const confirm = useConfirmChange((error) => `Not undone: ${(error as Error).message}`);
  return (
    <>
      <button type="button" onClick={() => confirm(change)}>
        Change
      </button>
      <Notifications />
    </>
  );
}

/** The toast that says `text`. */
async function toastSaying(text: string): Promise<HTMLElement> {
  const line = await screen.findByText(text, { selector: '[data-sonner-toast] *' });
  return line.closest<HTMLElement>('[data-sonner-toast]') as HTMLElement;
}

function change(made: Change): void {
  render(<Page change={made} />);
  fireEvent.click(screen.getByRole('button', { name: 'Change' }));
}

describe('useConfirmChange', () => {
  beforeAll(async () => {
    await initI18n().changeLanguage('en');
  });
  afterEach(() => toast.dismiss());

  it('says what a change did, with no Undo when it cannot be taken back', async () => {
    change({ text: 'Saved “Cafe”.' });
    const saved = await toastSaying('Saved “Cafe”.');
    expect(within(saved).queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  it("offers Undo among the toast's large actions, takes the change back once, and says it is back in the same toast", async () => {
    const undo = jest.fn(async () => 'Restored “Cafe”.');
    change({ text: 'Deleted “Cafe”.', undo });
    const deleted = await toastSaying('Deleted “Cafe”.');
    const button = within(deleted).getByRole('button', { name: 'Undo' });
    // The toast's own actions, which the tap-target sweep holds to 44 px on touch.
    expect(button.closest('.toast-actions')).not.toBeNull();
    fireEvent.click(button);
    fireEvent.click(button);
    const back = await toastSaying('Restored “Cafe”.');
    expect(back).toBe(deleted);
    expect(within(back).queryByRole('button', { name: 'Undo' })).toBeNull();
    expect(screen.queryByText('Deleted “Cafe”.')).toBeNull();
    expect(undo).toHaveBeenCalledTimes(1);
  });

  it('says why not when the Undo fails', async () => {
    change({
      text: 'Deleted “Cafe”.',
      undo: () => Promise.reject(new Error('kept for 10 seconds only')),
    });
    fireEvent.click(within(await toastSaying('Deleted “Cafe”.')).getByRole('button', { name: 'Undo' }));
    const failed = await toastSaying('Not undone: kept for 10 seconds only');
    expect(within(failed).queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  it('offers Undo no longer than it is allowed', async () => {
    change({ text: 'Switched off.', undo: () => 'On again.', undoSeconds: 1 });
    await toastSaying('Switched off.');
    await waitFor(() => expect(screen.queryByText('Switched off.')).toBeNull(), { timeout: 3000 });
  });

  it("names Undo in the reader's language", async () => {
    await act(() => initI18n().changeLanguage('de'));
    change({ text: 'Gelöscht.', undo: () => 'Zurück.' });
    expect(within(await toastSaying('Gelöscht.')).getByRole('button', { name: 'Rückgängig' })).toBeTruthy();
    await act(() => initI18n().changeLanguage('en'));
  });
});
