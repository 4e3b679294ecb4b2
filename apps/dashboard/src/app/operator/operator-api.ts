import type { ReportedQrCode, ReviewStatus } from '@liveqr/shared/contracts';
import { apiFetch } from '@liveqr/web/auth';

/** The trust context's operator routes (ADMIN_EMAILS); everyone else gets ApiError 403. */
export const operatorApi = {
  isOperator: () => apiFetch<{ operator: boolean }>('/api/operator/me').then(({ operator }) => operator),
  reports: (status: ReviewStatus) =>
    apiFetch<ReportedQrCode[]>(`/api/operator/reports?${new URLSearchParams({ status }).toString()}`),
  review: (qrCodeId: string, action: 'clear' | 'disable') =>
    apiFetch<ReportedQrCode>(`/api/operator/reports/${encodeURIComponent(qrCodeId)}/${action}`, { method: 'POST' }),
};
