import { apiErrorText } from '@liveqr/web/api-client';
import { useTranslation } from '@liveqr/web/i18n';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useOptimisticList } from '../../ui/use-optimistic-list';
import { type BulkChange, BulkBar } from './bulk-bar';
import { CodeTable } from './code-table';
import type { LibraryParams } from './library-params';
import { useCodesUndo } from './use-codes-undo';
import {
  type BulkDeletion,
  type CodePage,
  filterOf,
  type Folder,
  organiseApi,
  type Selection,
  stillMatches,
  type Tag,
} from '../../api/organise-api';

export interface CodeListViewProps {
  params: LibraryParams;
  update(changes: Partial<LibraryParams>): void;
  folders: Folder[];
  tags: Tag[];
  refreshKey: number;
  /** Codes changed: folder and tag counts are read again. */
  onChanged(): void;
}

const PAGE_SIZE = 25;

/** The list view with paging, a selection (or everything that matches) and the bulk actions. */
export function CodeListView({ params, update, folders, tags, refreshKey, onChanged }: CodeListViewProps) {
  const { t } = useTranslation('dashboard');
  const [loaded, setLoaded] = useState<CodePage | null>(null);
  const { shown: page, run } = useOptimisticList(loaded, setLoaded);
  const [failed, setFailed] = useState('');
  const [reloads, setReloads] = useState(0);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [allMatching, setAllMatching] = useState(false);
  const [message, setMessage] = useState('');
  const filterKey = JSON.stringify(filterOf(params));

  // Other codes (another filter, sort or page): the skeleton until they come. A reload after a
  // change keeps the rows on screen, so a change shown at once does not flicker.
  useEffect(() => setLoaded(null), [params]);

  useEffect(() => {
    let cancelled = false;
    setFailed('');
    organiseApi
      .listCodes(params, PAGE_SIZE)
      .then((answer) => !cancelled && setLoaded(answer))
      .catch((error: unknown) => !cancelled && setFailed(apiErrorText(t, error, t('organise.errors.unknown'))));
    return () => {
      cancelled = true;
    };
  }, [params, refreshKey, reloads, t]);

  // Another filter is another set of codes: what was chosen no longer applies.
  useEffect(() => {
    setSelected(new Set());
    setAllMatching(false);
  }, [filterKey]);

  const selection: Selection = useMemo(
    () => (allMatching ? { matching: filterOf(params) } : { ids: [...selected] }),
    [allMatching, params, selected],
  );
  const count = allMatching ? (page?.total ?? 0) : selected.size;
  const pages = page ? Math.max(1, Math.ceil(page.total / PAGE_SIZE)) : 1;

  /**
   * The codes changed on the server: read them (and the folder and tag counts) again, saying `text` if
   * any. What is chosen stays: a change let go of its codes when it was sent (handleChange), and the
   * codes chosen while it was on its way are still chosen once it is done.
   */
  const refresh = useCallback(
    (text = '') => {
      setMessage(text);
      setReloads((n) => n + 1);
      onChanged();
    },
    [onChanged],
  );
  const offerUndo = useCodesUndo(refresh);

  const handleSelect = (ids: string[], on: boolean) => {
    setAllMatching(false);
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  };

  const handleChange = async <R,>(change: BulkChange<R>) => {
    // Every row on the page is among the codes that match.
    const chosen = allMatching ? null : selected;
    setSelected(new Set());
    setAllMatching(false);
    const answer = await run({
      touches: (row) => chosen === null || chosen.has(row.id),
      apply: (row) => {
        const next = change.apply(row);
        return next && stillMatches(next, params, folders) ? next : null;
      },
      send: change.send,
      failure: change.failure,
    });
    if (answer === undefined) return;
    const message = change.done(answer);
    if (message) refresh(message);
  };

  // The toast with Undo says what was deleted.
  const handleDeleted = (deletion: BulkDeletion) => {
    refresh();
    offerUndo(deletion);
  };

  return (
    <div className="code-list-view">
      <p className="visually-hidden" role="status" aria-live="polite">
        {message}
      </p>
      {count > 0 && (
        <BulkBar
          selection={selection}
          count={count}
          folders={folders}
          tags={tags}
          onChange={(change) => void handleChange(change)}
          onDeleted={handleDeleted}
        />
      )}
      {page && !allMatching && selected.size > 0 && page.total > selected.size && (
        <button type="button" className="link-button" onClick={() => setAllMatching(true)}>
          {t('organise.bulk.selectAllMatching', { count: page.total })}
        </button>
      )}
      {allMatching && (
        <button type="button" className="link-button" onClick={() => setAllMatching(false)}>
          {t('organise.bulk.clearSelection')}
        </button>
      )}
      {failed ? (
        <p className="field-error" role="alert">
          {failed}
        </p>
      ) : page && page.total === 0 ? (
        <p className="qr-empty">{t('organise.list.empty')}</p>
      ) : (
        <>
          <CodeTable
            rows={page ? page.items : null}
            tags={tags}
            params={params}
            selected={allMatching ? new Set(page?.items.map((item) => item.id)) : selected}
            onSort={(sort, direction) => update({ sort, direction })}
            onSelect={handleSelect}
          />
          {page && (
            <nav className="pager" aria-label={t('organise.list.pages')}>
              <button
                type="button"
                className="button"
                disabled={params.page <= 1}
                onClick={() => update({ page: params.page - 1 })}
              >
                {t('organise.list.previous')}
              </button>
              <span aria-current="page">
                {t('organise.list.pageOf', { page: params.page, pages, count: page.total })}
              </span>
              <button
                type="button"
                className="button"
                disabled={params.page >= pages}
                onClick={() => update({ page: params.page + 1 })}
              >
                {t('organise.list.next')}
              </button>
            </nav>
          )}
        </>
      )}
    </div>
  );
}
