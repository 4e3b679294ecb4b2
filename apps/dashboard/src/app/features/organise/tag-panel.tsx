import { useTranslation } from '@liveqr/web/i18n';
import { ConfirmDialog } from '@liveqr/web/ui';
import { type FormEvent, useState } from 'react';
import { errorText } from './error-text';
import { organiseApi, type Tag } from '../../api/organise-api';
import { useUndoToast } from '../../ui/undo-toast';

export interface TagPanelProps {
  tags: Tag[];
  /** The tags are still being read: "No tags yet" would not be true yet. */
  loading: boolean;
  /** The tags the list is filtered by (codes carrying every one). */
  selected: string[];
  onSelect(tagIds: string[]): void;
  onChanged(): void;
}

const DEFAULT_COLOUR = '#2e7d32';

/** Tags as filter chips, and making, renaming, recolouring and deleting them. */
export function TagPanel({ tags, loading, selected, onSelect, onChanged }: TagPanelProps) {
  const { t } = useTranslation('dashboard');
  const [editing, setEditing] = useState<Tag | 'new' | null>(null);
  const [name, setName] = useState('');
  const [colour, setColour] = useState(DEFAULT_COLOUR);
  const [error, setError] = useState('');
  const [confirmingDelete, setConfirmingDelete] = useState<Tag | null>(null);
  const offerUndo = useUndoToast();

  const start = (tag: Tag | 'new' | null) => {
    setError('');
    setName(tag && tag !== 'new' ? tag.name : '');
    setColour(tag && tag !== 'new' ? tag.colour : DEFAULT_COLOUR);
    setEditing(tag);
  };

  const run = async (action: () => Promise<unknown>) => {
    setError('');
    try {
      await action();
      setEditing(null);
      onChanged();
    } catch (caught) {
      setError(errorText(t, caught));
    }
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (editing === 'new') void run(() => organiseApi.createTag(name, colour));
    else if (editing) void run(() => organiseApi.updateTag(editing.id, { name, colour }));
  };

  const handleDelete = (tag: Tag) => {
    setConfirmingDelete(null);
    void run(async () => {
      const deletion = await organiseApi.deleteTag(tag.id);
      onSelect(selected.filter((id) => id !== tag.id));
      offerUndo({
        deleted: t('organise.tags.deleted', { name: tag.name }),
        deletion,
        restore: async (deletionId) =>
          t('organise.tags.restored', { name: (await organiseApi.restoreTag(deletionId)).name }),
        onRestored: onChanged,
      });
    });
  };

  const toggle = (id: string) =>
    onSelect(selected.includes(id) ? selected.filter((other) => other !== id) : [...selected, id]);

  return (
    <section className="tag-panel" aria-labelledby="tag-panel-title">
      <h2 id="tag-panel-title" className="organise-heading">
        {t('organise.tags.title')}
      </h2>
      {!loading && tags.length === 0 && <p className="organise-hint">{t('organise.tags.none')}</p>}
      <ul className="tag-chips">
        {tags.map((tag) => (
          <li key={tag.id} className="tag-chip-group">
            <button
              type="button"
              className="tag-chip"
              aria-pressed={selected.includes(tag.id)}
              style={{ borderColor: tag.colour }}
              onClick={() => toggle(tag.id)}
            >
              <span className="tag-chip__dot" style={{ background: tag.colour }} aria-hidden="true" />
              {tag.name}
              <span className="visually-hidden">{t('organise.tags.codes', { count: tag.codeCount })}</span>
            </button>
            <button
              type="button"
              className="tag-chip__edit"
              aria-label={t('organise.tags.editNamed', { name: tag.name })}
              onClick={() => start(tag)}
            >
              ✎
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="button" onClick={() => start('new')}>
        {t('organise.tags.new')}
      </button>
      {editing && (
        <form className="organise-form" onSubmit={handleSubmit}>
          <label>
            {t('organise.tags.name')}
            <input value={name} maxLength={40} required autoFocus onChange={(event) => setName(event.target.value)} />
          </label>
          <label>
            {t('organise.tags.colour')}
            <input type="color" value={colour} onChange={(event) => setColour(event.target.value)} />
          </label>
          <button type="submit" className="button button--primary">
            {t('organise.save')}
          </button>
          {editing !== 'new' && (
            <button type="button" className="button" onClick={() => setConfirmingDelete(editing)}>
              {t('organise.tags.delete')}
            </button>
          )}
          <button type="button" className="button" onClick={() => start(null)}>
            {t('organise.cancel')}
          </button>
        </form>
      )}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      {confirmingDelete && (
        <ConfirmDialog
          title={t('organise.tags.confirmDelete', { name: confirmingDelete.name })}
          message={t('organise.tags.confirmDeleteText')}
          confirmLabel={t('organise.tags.delete')}
          onConfirm={() => handleDelete(confirmingDelete)}
          onCancel={() => setConfirmingDelete(null)}
        />
      )}
    </section>
  );
}
