import { useCallback, useEffect, useState } from 'react';
import { qrCodesApi, type QrCodeFilters, type QrCodeSummary } from './qr-codes-api';

/** One server page at a time ("Load more"), so thousands of codes never load at once. */
export const PAGE_SIZE = 24;

export interface QrCodeList {
  items: QrCodeSummary[];
  total: number;
  loading: boolean;
  loadingMore: boolean;
  hasMore: boolean;
  loadMore(): void;
  replace(code: QrCodeSummary): void;
  remove(id: string): void;
}

/** The filtered list, newest first; filtering happens on the server (search, status, type). */
export function useQrCodes(filters: QrCodeFilters): QrCodeList {
  const [items, setItems] = useState<QrCodeSummary[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(1);
  const [loading, setLoading] = useState(true);
  const [loadingMore, setLoadingMore] = useState(false);

  useEffect(() => {
    let cancelled = false;
    setLoading(true);
    qrCodesApi
      .list(filters, 1, PAGE_SIZE)
      .then((result) => {
        if (cancelled) return;
        setItems(result.items);
        setTotal(result.total);
        setPage(1);
      })
      // Spec §8: a failed load is only logged; loading ends anyway.
      .catch((error: unknown) => console.error('Failed to load QR codes', error))
      .finally(() => !cancelled && setLoading(false));
    return () => {
      cancelled = true;
    };
  }, [filters]);

  const loadMore = useCallback(() => {
    setLoadingMore(true);
    qrCodesApi
      .list(filters, page + 1, PAGE_SIZE)
      .then((result) => {
        // A code created meanwhile shifts pages: skip ids already shown.
        setItems((current) => {
          const shown = new Set(current.map((code) => code.id));
          return [...current, ...result.items.filter((code) => !shown.has(code.id))];
        });
        setTotal(result.total);
        setPage(result.page);
      })
      .catch((error: unknown) => console.error('Failed to load QR codes', error))
      .finally(() => setLoadingMore(false));
  }, [filters, page]);

  return {
    items,
    total,
    loading,
    loadingMore,
    hasMore: items.length < total,
    loadMore,
    replace: (code) =>
      setItems((current) => current.map((item) => (item.id === code.id ? { ...item, ...code } : item))),
    remove: (id) => {
      setItems((current) => current.filter((item) => item.id !== id));
      setTotal((current) => current - 1);
    },
  };
}
