import { apiErrorText } from '@liveqr/web/api-client';
import { useTranslation } from '@liveqr/web/i18n';
import { ConfirmDialog } from '@liveqr/web/ui';
import { useState } from 'react';
import { type UndoableDeletion, useUndoToast } from '../../ui/undo-toast';

/** A folder or a tag: what a panel makes, renames and deletes. */
interface Organiser {
  id: string;
  name: string;
}

export interface OrganiserEditsOptions<T extends Organiser> {
  /** Whose texts the panel shows: `organise.folders.*` or `organise.tags.*`. */
  kind: 'folders' | 'tags';
  remove(id: string): Promise<UndoableDeletion>;
  restore(deletionId: string): Promise<{ name: string }>;
  /** `item` is deleted (its Undo not offered yet): e.g. stop filtering by it. */
  onDeleted(item: T): void;
  /** Folders, tags or code counts changed. */
  onChanged(): void;
}

/** A panel's edits: what is open, and the changes it sends. */
export interface OrganiserEdits<T extends Organiser, E> {
  kind: OrganiserEditsOptions<T>['kind'];
  /** What the form is open for; null: closed. */
  editing: E | null;
  /** Opens `next` for editing (null: closes the form), the last failure gone. */
  start(next: E | null): void;
  /** Sends a change: the form closes and the panel reads again, or the failure shows. */
  run(action: () => Promise<unknown>): Promise<void>;
  error: string;
  confirmingDelete: T | null;
  /** Asks before deleting `item` (null: no longer). */
  confirmDelete(item: T | null): void;
  handleDelete(item: T): void;
}

/**
 * What the folder and tag panels share: one edit open at a time, each change sent with its failure
 * shown under the panel, and a delete that asks first and then offers Undo.
 */
export function useOrganiserEdits<T extends Organiser, E>({
  kind,
  remove,
  restore,
  onDeleted,
  onChanged,
}: OrganiserEditsOptions<T>): OrganiserEdits<T, E> {
  const { t } = useTranslation('dashboard');
  const [editing, setEditing] = useState<E | null>(null);
  const [error, setError] = useState('');
  const [confirmingDelete, setConfirmingDelete] = useState<T | null>(null);
  const offerUndo = useUndoToast();

  const run = async (action: () => Promise<unknown>) => {
    setError('');
    try {
      await action();
      setEditing(null);
      onChanged();
    } catch (caught) {
      setError(apiErrorText(t, caught, t('organise.errors.unknown')));
    }
  };

  const handleDelete = (item: T) => {
    setConfirmingDelete(null);
    void run(async () => {
      const deletion = await remove(item.id);
      onDeleted(item);
      offerUndo({
        deleted: t(`organise.${kind}.deleted`, { name: item.name }),
        deletion,
        restore: async (deletionId) => t(`organise.${kind}.restored`, { name: (await restore(deletionId)).name }),
        onRestored: onChanged,
      });
    });
  };

  return {
    kind,
    editing,
    start(next) {
      setError('');
      setEditing(next);
    },
    run,
    error,
    confirmingDelete,
    confirmDelete: setConfirmingDelete,
    handleDelete,
  };
}

/** A panel's failed change, and its delete's confirmation while it asks. */
export function OrganiserEditFeedback<T extends Organiser>({ edits }: { edits: OrganiserEdits<T, unknown> }) {
  const { t } = useTranslation('dashboard');
  const { kind, error, confirmingDelete } = edits;
  return (
    <>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      {confirmingDelete && (
        <ConfirmDialog
          title={t(`organise.${kind}.confirmDelete`, { name: confirmingDelete.name })}
          message={t(`organise.${kind}.confirmDeleteText`)}
          confirmLabel={t(`organise.${kind}.delete`)}
          onConfirm={() => edits.handleDelete(confirmingDelete)}
          onCancel={() => edits.confirmDelete(null)}
        />
      )}
    </>
  );
}
