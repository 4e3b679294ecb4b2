import { isQrType } from '@liveqr/qr-content/types';
import { useWorkspace } from '@liveqr/web/auth';
import { currentLanguage, useTranslation } from '@liveqr/web/i18n';
import type { DragEvent } from 'react';
import { Link } from 'react-router';
import { ShortLink } from '../../ui/short-link';
import { codeStatus, type CodeStatus } from '../qr-codes/code-status';
import type { LibraryParams, SortKey } from './library-params';
import type { CodeRow, Tag } from '../../api/organise-api';
import { DRAGGED_CODES } from './use-organisers';

export interface CodeTableProps {
  rows: CodeRow[] | null;
  tags: Tag[];
  params: LibraryParams;
  selected: ReadonlySet<string>;
  onSort(sort: SortKey, direction: 'asc' | 'desc'): void;
  onSelect(ids: string[], selected: boolean): void;
}

const COLUMNS: Array<{ key: SortKey; className?: string }> = [
  { key: 'name' },
  { key: 'type', className: 'code-table__optional' },
  { key: 'created', className: 'code-table__optional' },
  { key: 'scans' },
  { key: 'lastScan', className: 'code-table__optional' },
  { key: 'status' },
];
/** Text columns read best A→Z first, figures and dates largest or newest first. */
const FIRST_DIRECTION: Record<SortKey, 'asc' | 'desc'> = {
  name: 'asc',
  type: 'asc',
  created: 'desc',
  scans: 'desc',
  lastScan: 'desc',
  status: 'desc',
};
/** A second click on the sorted column turns its order round. */
const REVERSED = { asc: 'desc', desc: 'asc' } as const;
const SKELETON_ROWS = 5;
const STATUS_TEXT: Record<CodeStatus, string> = {
  suspended: 'organise.list.suspended',
  inactive: 'card.inactive',
  expired: 'card.expired',
  active: 'card.active',
};

/**
 * The list view: one row per code with its short link, sortable columns, a checkbox per row; rows can be
 * dragged onto a folder, and a code's name opens its edit screen, for those whose role may change codes.
 */
export function CodeTable({ rows, tags, params, selected, onSort, onSelect }: CodeTableProps) {
  const { t, i18n } = useTranslation('dashboard');
  const editor = useWorkspace().can('editor');
  const language = currentLanguage(i18n.language);
  const tagsById = new Map(tags.map((tag) => [tag.id, tag]));
  const date = (iso: string | null) =>
    iso ? new Date(iso).toLocaleDateString(language, { dateStyle: 'medium' }) : t('organise.list.never');
  const allSelected = rows !== null && rows.length > 0 && rows.every((row) => selected.has(row.id));

  const handleDragStart = (event: DragEvent, id: string) => {
    const ids = selected.has(id) ? [...selected] : [id];
    event.dataTransfer.setData(DRAGGED_CODES, ids.join(','));
    event.dataTransfer.effectAllowed = 'move';
  };

  return (
    <table className="code-table" aria-busy={rows === null}>
      <caption className="visually-hidden">{t('organise.list.caption')}</caption>
      <thead>
        <tr>
          <th scope="col" className="code-table__check">
            <input
              type="checkbox"
              aria-label={t('organise.list.selectPage')}
              checked={allSelected}
              disabled={!rows || rows.length === 0}
              onChange={(event) =>
                rows &&
                onSelect(
                  rows.map((row) => row.id),
                  event.target.checked,
                )
              }
            />
          </th>
          {COLUMNS.map(({ key, className }) => {
            const active = params.sort === key;
            const next = active ? REVERSED[params.direction] : FIRST_DIRECTION[key];
            return (
              <th
                key={key}
                scope="col"
                className={className}
                aria-sort={active ? (params.direction === 'asc' ? 'ascending' : 'descending') : undefined}
              >
                <button type="button" className="code-table__sort" onClick={() => onSort(key, next)}>
                  {t(`organise.list.columns.${key}`)}
                  <span aria-hidden="true">{active ? (params.direction === 'asc' ? ' ▲' : ' ▼') : ''}</span>
                </button>
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody>
        {rows === null
          ? Array.from({ length: SKELETON_ROWS }, (_, index) => (
              <tr key={index} className="code-table__skeleton" aria-hidden="true">
                {Array.from({ length: COLUMNS.length + 1 }, (__, cell) => (
                  <td key={cell} className={COLUMNS[cell - 1]?.className}>
                    <span />
                  </td>
                ))}
              </tr>
            ))
          : rows.map((row) => {
              const name = row.name || t('card.unnamed');
              const status = codeStatus(row);
              return (
                <tr
                  key={row.id}
                  draggable={editor}
                  onDragStart={editor ? (event) => handleDragStart(event, row.id) : undefined}
                >
                  <td className="code-table__check">
                    <input
                      type="checkbox"
                      aria-label={t('organise.list.select', { name })}
                      checked={selected.has(row.id)}
                      onChange={(event) => onSelect([row.id], event.target.checked)}
                    />
                  </td>
                  <th scope="row" className="code-table__name">
                    {editor ? <Link to={`/qr-codes/${row.id}/edit`}>{name}</Link> : <span>{name}</span>}
                    {row.tagIds.length > 0 && (
                      <ul className="code-table__tags" aria-label={t('organise.list.tagsOf', { name })}>
                        {row.tagIds.map((id) => {
                          const tag = tagsById.get(id);
                          return tag ? (
                            <li key={id} style={{ borderColor: tag.colour }}>
                              {tag.name}
                            </li>
                          ) : null;
                        })}
                      </ul>
                    )}
                    {row.shortUrl && <ShortLink url={row.shortUrl} name={name} />}
                  </th>
                  <td className="code-table__optional">
                    {isQrType(row.type) ? t(`types.${row.type}`) : t('card.unknownType')}
                  </td>
                  <td className="code-table__optional">{date(row.createdAt)}</td>
                  <td>{row.scanCount.toLocaleString(language)}</td>
                  <td className="code-table__optional">{date(row.lastScannedAt)}</td>
                  <td>
                    <span className={`code-status code-status--${status}`}>{t(STATUS_TEXT[status])}</span>
                  </td>
                </tr>
              );
            })}
      </tbody>
    </table>
  );
}
