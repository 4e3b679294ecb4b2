import type { QrTypeId } from '@liveqr/qr-content/types';
import { api, bodyOf, type components, type paths } from '@liveqr/web/api-client';

/** One card of GET /api/qr-codes. */
export type QrCodeSummary = components['schemas']['QrCodeListItemResponseDto'];
export type BillingOverview = components['schemas']['BillingOverviewResponseDto'];
export type AppealStanding = components['schemas']['AppealStandingResponseDto'];

export interface QrCodeFilters {
  search: string;
  status: '' | 'active' | 'inactive';
  type: '' | QrTypeId;
  folderId?: string;
  includeSubfolders?: boolean;
  tagIds?: string[];
  sort?: string;
  direction?: 'asc' | 'desc';
}

type QrCodeSort = NonNullable<NonNullable<paths['/api/qr-codes']['get']['parameters']['query']>['sort']>;

const byId = (id: string) => ({ params: { path: { id } } });

export const qrCodesApi = {
  list: (filters: QrCodeFilters, page: number, pageSize: number) =>
    bodyOf(
      api.GET('/api/qr-codes', {
        params: {
          query: {
            page,
            pageSize,
            ...(filters.search.trim() ? { search: filters.search.trim() } : {}),
            ...(filters.status ? { status: filters.status } : {}),
            ...(filters.type ? { type: filters.type } : {}),
            ...(filters.folderId ? { folderId: filters.folderId } : {}),
            ...(filters.folderId && filters.includeSubfolders ? { includeSubfolders: true } : {}),
            ...(filters.tagIds?.length ? { tagIds: filters.tagIds } : {}),
            ...(filters.sort ? { sort: filters.sort as QrCodeSort } : {}),
            ...(filters.direction ? { direction: filters.direction } : {}),
          },
        },
      }),
    ),
  toggle: (id: string) => bodyOf(api.POST('/api/qr-codes/{id}/toggle', byId(id))),
  /** Whether LiveQR disabled the code, and the owner's latest appeal. */
  appealStanding: (id: string) => bodyOf(api.GET('/api/qr-codes/{id}/appeal', byId(id))),
  appeal: (id: string, message: string) =>
    bodyOf(api.POST('/api/qr-codes/{id}/appeal', { ...byId(id), body: { message } })),
  /** The plan with its subscription: the workspace's owner's to read. */
  plan: () => bodyOf(api.GET('/api/billing')),
  /** Whether the workspace's plan lets its members create codes. */
  planStatus: () => bodyOf(api.GET('/api/billing/status')),
};
