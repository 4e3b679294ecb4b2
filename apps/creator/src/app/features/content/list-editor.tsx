import { type FieldDefinition, fieldPath } from '@liveqr/qr-content';
import { useTranslation } from '@liveqr/web/i18n';
import { Fragment, type KeyboardEvent, useId, useState } from 'react';
import type { FieldProblem } from '../wizard/problem-control';
import { translateContentMessage } from './content-messages';

/** Adding one item: the new list, or why not (in qr-content's English wording, translated here). */
export type AddItemResult<T> = { ok: true; list: T[] } | { ok: false; message: string };

export type ItemDraft = Partial<Record<string, string>>;

export interface ListEditorProps<T extends { url: string }> {
  /** The i18n group of the editor's own texts: `{texts}.addNew` and one label per input. */
  texts: string;
  label: string;
  hint?: string;
  /** The list's place in the request (`content.links`); its items are `content.links[0]`, `content.links[1]`... */
  path: string;
  /**
   * A refusal of the list (e.g. that it is empty: shown with it, on the add box's required input) or of
   * one item (e.g. a destination the server refuses: shown in the item, on its Remove button).
   */
  error?: FieldProblem;
  items: readonly T[];
  /** The inputs of the add box (qr-content's item fields), keyed by field name in the draft. */
  inputs: readonly FieldDefinition[];
  /** The rule for adding: qr-content's, so the form and the server agree. */
  add(items: readonly T[], draft: ItemDraft): AddItemResult<T>;
  /** A row's heading above its URL, for items that have one. */
  itemTitle?(item: T, index: number): string;
  onChange(items: T[]): void;
}

/** A collection of URLs: the list with Remove buttons and an add box, shared by links and images. */
export function ListEditor<T extends { url: string }>(props: ListEditorProps<T>) {
  const { texts, label, hint, path, error: problem, items, inputs, itemTitle, onChange } = props;
  const listError = problem?.field === path ? problem.message : undefined;
  const { t } = useTranslation('creator');
  const id = useId();
  const [draft, setDraft] = useState<ItemDraft>({});
  const [error, setError] = useState('');

  const handleAdd = () => {
    const result = props.add(items, draft);
    if (!result.ok) {
      setError(translateContentMessage(result.message, t));
      return;
    }
    onChange(result.list);
    setDraft({});
    setError('');
  };

  const addOnEnter = (event: KeyboardEvent) => {
    // Enter adds the item instead of submitting the whole form.
    if (event.key === 'Enter') {
      event.preventDefault();
      handleAdd();
    }
  };

  return (
    <fieldset className="list-editor">
      <legend>{label}</legend>
      {hint && <p className="field-hint">{hint}</p>}
      {listError && (
        <p id={`${id}-error`} className="field-error">
          {listError}
        </p>
      )}
      <ul className="list-editor__list">
        {items.map((item, index) => {
          const title = itemTitle?.(item, index);
          const itemError = problem?.field === fieldPath(path, index) ? problem.message : undefined;
          const itemErrorId = `${id}-item-${index}-error`;
          return (
            <li key={item.url}>
              {title && <span className="list-editor__title">{title}</span>}
              <span className="list-editor__url">{item.url}</span>
              {/*
                A refused item is fixed by removing it: its button says why and takes Generate's focus
                (`data-refused`: a button cannot be `aria-invalid`).
              */}
              <button
                type="button"
                className="button button--ghost"
                aria-label={t('list.removeItem', { title: title || item.url })}
                aria-describedby={itemError ? itemErrorId : undefined}
                data-refused={itemError ? true : undefined}
                onClick={() => onChange(items.filter((_, i) => i !== index))}
              >
                {t('list.remove')}
              </button>
              {itemError && (
                <p id={itemErrorId} className="field-error">
                  {itemError}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      <div className="list-editor__add" role="group" aria-labelledby={`${id}-add`}>
        <h3 id={`${id}-add`}>{t(`${texts}.addNew`)}</h3>
        {inputs.map((field) => (
          <Fragment key={field.name}>
            <label htmlFor={`${id}-${field.name}`}>{t(`${texts}.${field.name}`)}</label>
            <input
              id={`${id}-${field.name}`}
              type={field.kind === 'url' ? 'url' : 'text'}
              inputMode={field.kind === 'url' ? 'url' : undefined}
              value={draft[field.name] ?? ''}
              // The list's own error sits on the input an item needs, where Generate moves focus.
              aria-invalid={listError && field.required ? true : undefined}
              aria-describedby={listError && field.required ? `${id}-error` : undefined}
              onChange={(event) => setDraft({ ...draft, [field.name]: event.target.value })}
              onKeyDown={addOnEnter}
            />
          </Fragment>
        ))}
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
        <button type="button" className="button" onClick={handleAdd}>
          {t('list.add')}
        </button>
      </div>
    </fieldset>
  );
}
