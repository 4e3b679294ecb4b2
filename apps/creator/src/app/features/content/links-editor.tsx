import { addLink, LINK_TITLE_FIELD, LINK_URL_FIELD, type LinkItem } from '@liveqr/qr-content';
import { useTranslation } from '@liveqr/web/i18n';
import type { FieldProblem } from '../wizard/problem-control';
import { ListEditor } from './list-editor';

export interface LinksEditorProps {
  label: string;
  hint?: string;
  /** The list's place in the request (`content.links`). */
  path: string;
  error?: FieldProblem;
  links: readonly LinkItem[];
  onChange(links: LinkItem[]): void;
}

const LINK_INPUTS = [LINK_TITLE_FIELD, LINK_URL_FIELD];

/** 'Links Collection': titled links, added with spec §5's Add link rules (addLink). */
export function LinksEditor({ label, hint, path, error, links, onChange }: LinksEditorProps) {
  const { t } = useTranslation('creator');
  return (
    <ListEditor
      texts="links"
      label={label}
      hint={hint}
      path={path}
      error={error}
      items={links}
      inputs={LINK_INPUTS}
      add={addLink}
      itemTitle={(link, index) => link.title || t('links.item', { n: index + 1 })}
      onChange={onChange}
    />
  );
}
