import type { ReviewStatus } from '@liveqr/shared/contracts';
import { api, bodyOf, type components } from '@liveqr/web/api-client';

export type ReportedQrCode = components['schemas']['ReportedQrCodeResponseDto'];

/** The trust context's operator routes (ADMIN_EMAILS); everyone else gets ApiError 403. */
export const operatorApi = {
  isOperator: async () => (await bodyOf(api.GET('/api/operator/me'))).operator,
  reports: (status: ReviewStatus) => bodyOf(api.GET('/api/operator/reports', { params: { query: { status } } })),
  review: (qrCodeId: string, action: 'clear' | 'disable') =>
    bodyOf(api.POST(`/api/operator/reports/{id}/${action}`, { params: { path: { id: qrCodeId } } })),
};
