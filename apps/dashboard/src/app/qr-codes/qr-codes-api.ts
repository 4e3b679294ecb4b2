import type { QrTypeId } from '@liveqr/qr-content';
import type { ExpiryRule, SubscriptionStatus } from '@liveqr/shared/contracts';
import { apiFetch } from '@liveqr/web/auth';

/** One card of GET /api/qr-codes (QrCodeSummaryResponseDto in libs/api/qr-catalog). */
export interface QrCodeSummary {
  id: string;
  name: string;
  type: QrTypeId;
  slug: string;
  isActive: boolean;
  /** Disabled by LiveQR after abuse reports; the owner's switch cannot bring it back. */
  suspended: boolean;
  isTracked: boolean;
  scanCount: number;
  uniqueScanCount: number;
  expiry: ExpiryRule | null;
  /** Counted scans toward the scan limit. */
  limitedScanCount: number;
  /** Past its date or out of scans: scanners get the fallback URL or the expired page. */
  expired: boolean;
  imageUrl: string;
  createdAt: string;
}

export interface QrCodePage {
  items: QrCodeSummary[];
  total: number;
  page: number;
  pageSize: number;
}

export interface QrCodeFilters {
  search: string;
  status: '' | 'active' | 'inactive';
  type: '' | QrTypeId;
}

function listQuery(filters: QrCodeFilters, page: number, pageSize: number): string {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (filters.search.trim()) params.set('search', filters.search.trim());
  if (filters.status) params.set('status', filters.status);
  if (filters.type) params.set('type', filters.type);
  return params.toString();
}

export const qrCodesApi = {
  list: (filters: QrCodeFilters, page: number, pageSize: number) =>
    apiFetch<QrCodePage>(`/api/qr-codes?${listQuery(filters, page, pageSize)}`),
  toggle: (id: string) => apiFetch<QrCodeSummary>(`/api/qr-codes/${encodeURIComponent(id)}/toggle`, { method: 'POST' }),
  remove: (id: string) => apiFetch(`/api/qr-codes/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  subscriptionStatus: () => apiFetch<SubscriptionStatus>('/api/billing/status'),
};
