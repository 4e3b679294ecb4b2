import { addLink, type LinkItem } from '@liveqr/qr-content';
import { useTranslation } from '@liveqr/web/i18n';
import { useId, useState } from 'react';
import { translateContentMessage } from './content-messages';

export interface LinksEditorProps {
  label: string;
  hint?: string;
  links: readonly LinkItem[];
  onChange(links: LinkItem[]): void;
}

/** 'Links Collection': the list with Remove buttons and the 'Add New Link' box (spec §5 Add link rules via addLink). */
export function LinksEditor({ label, hint, links, onChange }: LinksEditorProps) {
  const { t } = useTranslation('creator');
  const id = useId();
  const [title, setTitle] = useState('');
  const [url, setUrl] = useState('');
  const [error, setError] = useState('');

  const handleAdd = () => {
    const result = addLink(links, { title, url });
    if (!result.ok) {
      setError(translateContentMessage(result.message, t));
      return;
    }
    onChange(result.list);
    setTitle('');
    setUrl('');
    setError('');
  };

  return (
    <fieldset className="links-editor">
      <legend>{label}</legend>
      {hint && <p className="field-hint">{hint}</p>}
      <ul className="links-editor__list">
        {links.map((link, index) => (
          <li key={link.url}>
            <span className="links-editor__title">{link.title || t('links.item', { n: index + 1 })}</span>
            <span className="links-editor__url">{link.url}</span>
            <button
              type="button"
              className="button button--ghost"
              aria-label={t('links.removeItem', { title: link.title || link.url })}
              onClick={() => onChange(links.filter((_, i) => i !== index))}
            >
              {t('links.remove')}
            </button>
          </li>
        ))}
      </ul>
      <div className="links-editor__add" role="group" aria-labelledby={`${id}-add`}>
        <h3 id={`${id}-add`}>{t('links.addNew')}</h3>
        <label htmlFor={`${id}-title`}>{t('links.title')}</label>
        <input id={`${id}-title`} value={title} onChange={(event) => setTitle(event.target.value)} />
        <label htmlFor={`${id}-url`}>{t('links.url')}</label>
        <input
          id={`${id}-url`}
          type="url"
          inputMode="url"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          onKeyDown={(event) => {
            // Enter adds the link instead of submitting the whole form.
            if (event.key === 'Enter') {
              event.preventDefault();
              handleAdd();
            }
          }}
        />
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
        <button type="button" className="button" onClick={handleAdd}>
          {t('links.add')}
        </button>
      </div>
    </fieldset>
  );
}
