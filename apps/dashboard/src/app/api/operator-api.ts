import type { ReviewStatus } from '@liveqr/shared/contracts';
import { api, bodyOf, type components } from '@liveqr/web/api-client';

export type ReportedQrCode = components['schemas']['ReportedQrCodeResponseDto'];

/** The trust context's operator routes (ADMIN_EMAILS); everyone else gets ApiError 403. */
export const operatorApi = {
  /** Whether the user is an operator, and what an ADMIN_EMAILS address still lacks (confirmed address, two-factor). */
  status: () => bodyOf(api.GET('/api/operator/me')),
  reports: (status: ReviewStatus) => bodyOf(api.GET('/api/operator/reports', { params: { query: { status } } })),
  review: (qrCodeId: string, action: 'clear' | 'disable' | 'uphold') =>
    bodyOf(api.POST(`/api/operator/reports/{id}/${action}`, { params: { path: { id: qrCodeId } } })),
};
