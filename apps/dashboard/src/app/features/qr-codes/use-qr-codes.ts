import { useTranslation } from '@liveqr/web/i18n';
import { useCallback, useEffect, useState } from 'react';
import { organiseApi } from '../../api/organise-api';
import { qrCodesApi, type QrCodeFilters, type QrCodeSummary } from '../../api/qr-codes-api';
import { useConfirm } from '../../ui/undo-toast';
import { type Listing, useOptimisticList } from '../../ui/use-optimistic-list';
import { useCodesUndo } from '../organise/use-codes-undo';

/** How long a switched-off code offers Undo. */
const SWITCH_UNDO_SECONDS = 10;

/** One server page at a time ("Load more"), so thousands of codes never load at once. */
export const PAGE_SIZE = 24;

export interface QrCodeList {
  items: QrCodeSummary[];
  total: number;
  loading: boolean;
  loadingMore: boolean;
  hasMore: boolean;
  loadMore(): void;
  /**
   * Shown at once; back as it was, with a toast, when the server refuses. Turning a (possibly printed)
   * code off is one tap, so its toast offers Undo.
   */
  setActive(code: QrCodeSummary, active: boolean): void;
  /** Gone at once, with Undo for as long as the server keeps it; back, with a toast, when the server refuses. */
  remove(code: QrCodeSummary): void;
}

const EMPTY: Listing<QrCodeSummary> = { items: [], total: 0 };

/** The filtered list, newest first; filtering happens on the server (search, status, type). */
export function useQrCodes(filters: QrCodeFilters): QrCodeList {
  const { t } = useTranslation('dashboard');
  const [listing, setListing] = useState<Listing<QrCodeSummary> | null>(EMPTY);
  const { shown, run } = useOptimisticList(listing, setListing);
  const [page, setPage] = useState(1);
  const [loading, setLoading] = useState(true);
  const [loadingMore, setLoadingMore] = useState(false);
  // Read again once an undo has brought codes back.
  const [reloads, setReloads] = useState(0);
  const offerUndo = useCodesUndo(useCallback(() => setReloads((n) => n + 1), []));
  const confirm = useConfirm();

  // Other codes (another filter) load in place of the cards; a reload after an undo keeps them on screen.
  useEffect(() => setLoading(true), [filters]);
  useEffect(() => {
    let cancelled = false;
    qrCodesApi
      .list(filters, 1, PAGE_SIZE)
      .then((result) => {
        if (cancelled) return;
        setListing({ items: result.items, total: result.total });
        setPage(1);
      })
      // Spec §8: a failed load is only logged; loading ends anyway.
      .catch((error: unknown) => console.error('Failed to load QR codes', error))
      .finally(() => !cancelled && setLoading(false));
    return () => {
      cancelled = true;
    };
  }, [filters, reloads]);

  const loadMore = useCallback(() => {
    setLoadingMore(true);
    qrCodesApi
      .list(filters, page + 1, PAGE_SIZE)
      .then((result) => {
        // A code created meanwhile shifts pages: skip ids already shown.
        setListing((current) => {
          const items = current?.items ?? [];
          const shownIds = new Set(items.map((code) => code.id));
          return { items: [...items, ...result.items.filter((code) => !shownIds.has(code.id))], total: result.total };
        });
        setPage(result.page);
      })
      .catch((error: unknown) => console.error('Failed to load QR codes', error))
      .finally(() => setLoadingMore(false));
  }, [filters, page]);

  const { items, total } = shown ?? EMPTY;
  const only = (code: QrCodeSummary) => (item: QrCodeSummary) => item.id === code.id;
  return {
    items,
    total,
    loading,
    loadingMore,
    hasMore: items.length < total,
    loadMore,
    setActive: (code, active) =>
      void run({
        touches: only(code),
        apply: (item) => ({ ...item, isActive: active }),
        send: () => qrCodesApi.toggle(code.id),
        failure: t('errors.toggle'),
      }).then((answer) => {
        if (answer === undefined || active) return;
        const name = code.name || t('card.unnamed');
        confirm({
          text: t('card.switchedOff', { name }),
          undoSeconds: SWITCH_UNDO_SECONDS,
          // Sets the state rather than flipping it, so a change elsewhere cannot turn it off.
          undo: async () => {
            await organiseApi.setActive({ ids: [code.id] }, true);
            setListing(
              (current) =>
                current && {
                  ...current,
                  items: current.items.map((item) => (item.id === code.id ? { ...item, isActive: true } : item)),
                },
            );
            return t('card.switchedOn', { name });
          },
        });
      }),
    // The same delete as the list's bulk one, so that it is undone the same way.
    remove: (code) =>
      void run({
        touches: only(code),
        apply: () => null,
        send: () => organiseApi.remove({ ids: [code.id] }),
        failure: t('errors.delete'),
      }).then((deletion) => deletion && offerUndo(deletion)),
  };
}
