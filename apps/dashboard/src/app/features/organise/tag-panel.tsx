import { useWorkspace } from '@liveqr/web/auth';
import { useTranslation } from '@liveqr/web/i18n';
import { type FormEvent, useState } from 'react';
import { organiseApi, type Tag } from '../../api/organise-api';
import { OrganiserEditFeedback, useOrganiserEdits } from './organiser-edits';

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

/** Tags as filter chips; for an editor, making, renaming, recolouring and deleting them too. */
export function TagPanel({ tags, loading, selected, onSelect, onChanged }: TagPanelProps) {
  const { t } = useTranslation('dashboard');
  const editor = useWorkspace().can('editor');
  const edits = useOrganiserEdits<Tag, Tag | 'new'>({
    kind: 'tags',
    remove: organiseApi.deleteTag,
    restore: organiseApi.restoreTag,
    onDeleted: (tag) => onSelect(selected.filter((id) => id !== tag.id)),
    onChanged,
  });
  const { editing, run } = edits;
  const [name, setName] = useState('');
  const [colour, setColour] = useState(DEFAULT_COLOUR);

  const start = (tag: Tag | 'new' | null) => {
    setName(tag && tag !== 'new' ? tag.name : '');
    setColour(tag && tag !== 'new' ? tag.colour : DEFAULT_COLOUR);
    edits.start(tag);
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (editing === 'new') void run(() => organiseApi.createTag(name, colour));
    else if (editing) void run(() => organiseApi.updateTag(editing.id, { name, colour }));
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
            {editor && (
              <button
                type="button"
                className="tag-chip__edit"
                aria-label={t('organise.tags.editNamed', { name: tag.name })}
                onClick={() => start(tag)}
              >
                ✎
              </button>
            )}
          </li>
        ))}
      </ul>
      {editor && (
        <button type="button" className="button" onClick={() => start('new')}>
          {t('organise.tags.new')}
        </button>
      )}
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
            <button type="button" className="button" onClick={() => edits.confirmDelete(editing)}>
              {t('organise.tags.delete')}
            </button>
          )}
          <button type="button" className="button" onClick={() => start(null)}>
            {t('organise.cancel')}
          </button>
        </form>
      )}
      <OrganiserEditFeedback edits={edits} />
    </section>
  );
}
