import { addLink, LINK_TITLE_FIELD, LINK_URL_FIELD, type LinkItem } from '@liveqr/qr-content';
import { useTranslation } from '@liveqr/web/i18n';
import { ListEditor } from './list-editor';

export interface LinksEditorProps {
  label: string;
  hint?: string;
  error?: string;
  links: readonly LinkItem[];
  onChange(links: LinkItem[]): void;
}

const LINK_INPUTS = [LINK_TITLE_FIELD, LINK_URL_FIELD];

/** 'Links Collection': titled links, added with spec §5's Add link rules (addLink). */
export function LinksEditor({ label, hint, error, links, onChange }: LinksEditorProps) {
  const { t } = useTranslation('creator');
  return (
    <ListEditor
      texts="links"
      label={label}
      hint={hint}
      error={error}
      items={links}
      inputs={LINK_INPUTS}
      add={addLink}
      itemTitle={(link, index) => link.title || t('links.item', { n: index + 1 })}
      onChange={onChange}
    />
  );
}
