import { QR_TYPE_IDS } from '@liveqr/qr-content/types';
import { useWorkspace } from '@liveqr/web/auth';
import { type BrandKit, useBrandKits } from '@liveqr/web/designer/code-actions';
import { useTranslation } from '@liveqr/web/i18n';
import { createdCodeIdOf, repeated, Skeleton, useDebounced } from '@liveqr/web/ui';
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { CodeLibrary } from '../features/organise/code-library';
import { useLibraryParams } from '../features/organise/library-params';
import { QrCodeCard } from '../features/qr-codes/qr-code-card';
import type { QrCodeFilters } from '../api/qr-codes-api';
import { useQrCodes } from '../features/qr-codes/use-qr-codes';
import { ViewerNote } from '../ui/viewer-note';

const SEARCH_DEBOUNCE_MS = 300;
const NO_KITS: readonly BrandKit[] = [];
/** A first screen of cards, grey, where the codes will be. */
const GRID_SKELETON = repeated('card', 6);

/** /dashboard ('My QR Codes'). */
export function MyQrCodesPage() {
  const { t } = useTranslation('dashboard');
  const editor = useWorkspace().can('editor');
  // Filters, sort, page and view live in the URL, so a view can be shared and bookmarked.
  const { params, update } = useLibraryParams();
  const [search, setSearch] = useState(params.search);
  const { status, type } = params;
  const debouncedSearch = useDebounced(search, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (debouncedSearch !== params.search) update({ search: debouncedSearch });
  }, [debouncedSearch, params.search, update]);
  const filters = useMemo(
    () => ({
      search: params.search,
      status,
      type,
      folderId: params.folderId,
      includeSubfolders: params.includeSubfolders,
      tagIds: params.tagIds,
      sort: params.sort,
      direction: params.direction,
    }),
    [params, status, type],
  );
  const list = useQrCodes(filters);
  // Landed here by Generate: the new code comes first, whatever the list's order.
  const createdId = createdCodeIdOf(useLocation().state);
  const created = list.items.find((code) => code.id === createdId);
  const items = created ? [created, ...list.items.filter((code) => code !== created)] : list.items;
  const kits = useBrandKits().list;
  // Applying a kit is an extra: while the kits load, or if they cannot be, the cards go without it.
  const brandKits: readonly BrandKit[] = kits.status === 'ready' ? kits.kits : NO_KITS;
  const filtered = Boolean(filters.search.trim() || status || type || params.folderId || params.tagIds.length);

  useEffect(() => {
    document.title = `${t('title')} | LiveQR`;
  }, [t]);

  return (
    <section className="my-qr-codes" aria-labelledby="dashboard-title">
      <header className="page-header">
        <h1 id="dashboard-title">{t('title')}</h1>
        {editor && (
          <>
            <Link className="button" to="/dashboard/import">
              {t('transfer.importLink')}
            </Link>
            <Link className="button button--primary" to="/create-qr">
              {t('createQr')}
            </Link>
          </>
        )}
      </header>
      <ViewerNote />
      <div className="qr-filters" role="search">
        <label htmlFor="qr-search" className="visually-hidden">
          {t('filters.searchLabel')}
        </label>
        <input
          id="qr-search"
          type="search"
          placeholder={t('filters.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <label htmlFor="qr-status" className="visually-hidden">
          {t('filters.statusLabel')}
        </label>
        <select
          id="qr-status"
          value={status}
          onChange={(event) => update({ status: event.target.value as QrCodeFilters['status'] })}
        >
          <option value="">{t('filters.allStatus')}</option>
          <option value="active">{t('filters.active')}</option>
          <option value="inactive">{t('filters.inactive')}</option>
        </select>
        <label htmlFor="qr-type" className="visually-hidden">
          {t('filters.typeLabel')}
        </label>
        <select
          id="qr-type"
          value={type}
          onChange={(event) => update({ type: event.target.value as QrCodeFilters['type'] })}
        >
          <option value="">{t('filters.allTypes')}</option>
          {QR_TYPE_IDS.map((id) => (
            <option key={id} value={id}>
              {t(`types.${id}`)}
            </option>
          ))}
        </select>
      </div>
      <CodeLibrary
        params={params}
        update={update}
        grid={
          list.loading ? (
            <Skeleton label={t('loading')} blocks={GRID_SKELETON} className="qr-grid" />
          ) : list.items.length === 0 ? (
            filtered ? (
              <p className="qr-empty">{t('noMatches')}</p>
            ) : (
              <div className="qr-empty">
                <h2>{t('empty.title')}</h2>
                {editor ? (
                  <>
                    <p>{t('empty.text')}</p>
                    <Link className="button button--primary" to="/create-qr">
                      {t('createQr')}
                    </Link>
                  </>
                ) : (
                  <p>{t('empty.viewerText')}</p>
                )}
              </div>
            )
          ) : (
            <>
              <p className="qr-count" aria-live="polite">
                {t('showing', { shown: list.items.length, total: list.total })}
              </p>
              <ul className="qr-grid">
                {items.map((code) => (
                  <QrCodeCard
                    key={code.id}
                    code={code}
                    justCreated={code === created}
                    brandKits={brandKits}
                    onSetActive={list.setActive}
                    onDelete={list.remove}
                  />
                ))}
              </ul>
              {list.hasMore && (
                <button
                  type="button"
                  className="button qr-load-more"
                  disabled={list.loadingMore}
                  onClick={list.loadMore}
                >
                  {list.loadingMore ? t('loadingMore') : t('loadMore')}
                </button>
              )}
            </>
          )
        }
      />
    </section>
  );
}
