import type { OverviewPreset, ReportFrequency } from '@liveqr/shared/contracts';
import { api, bodyOf, type components } from '@liveqr/web/api-client';

type Schemas = components['schemas'];
export type AnalyticsOverview = Schemas['AnalyticsOverviewResponseDto'];
export type HourOfWeek = Schemas['HourOfWeekResponseDto'];
export type TrendPoint = Schemas['TrendPointResponseDto'];

export interface OverviewRequest {
  preset: OverviewPreset;
  /** YYYY-MM-DD, for the custom preset. */
  from?: string;
  to?: string;
  /** Up to four codes drawn on one series. */
  compare: string[];
  /** Only the codes of this folder and its subfolders… */
  folderId?: string;
  /** …or only those carrying this tag. */
  tagId?: string;
}

export type OverviewScopes = Awaited<ReturnType<typeof overviewApi.scopes>>;

/** The viewer's zone: the server counts days, hours and weekdays there. */
const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The analytics overview's calls, through the typed client. */
export const overviewApi = {
  overview: ({ preset, from, to, compare, folderId, tagId }: OverviewRequest) =>
    bodyOf(
      api.GET('/api/analytics/overview', {
        params: {
          query: {
            preset,
            tz: viewerTimeZone(),
            ...(preset === 'custom' ? { from, to } : {}),
            ...(compare.length > 0 ? { compare } : {}),
            ...(folderId ? { folderId, includeSubfolders: true } : {}),
            ...(tagId ? { tagIds: [tagId] } : {}),
          },
        },
      }),
    ),
  /** The folders and tags the overview can be narrowed to. */
  scopes: () =>
    Promise.all([bodyOf(api.GET('/api/folders')), bodyOf(api.GET('/api/tags'))]).then(([folders, tags]) => ({
      folders,
      tags,
    })),
  /** The codes to compare, newest first. */
  codes: () => bodyOf(api.GET('/api/analytics/qr-codes')),
  /** The summary mail of one folder, or of the whole account when no folder is given. */
  reportSubscription: (folderId?: string) =>
    bodyOf(api.GET('/api/analytics/report-subscription', { params: { query: folderId ? { folderId } : {} } })),
  setReportSubscription: (frequency: ReportFrequency, folderId?: string) =>
    bodyOf(
      api.PUT('/api/analytics/report-subscription', {
        params: { query: folderId ? { folderId } : {} },
        body: { frequency },
      }),
    ),
};
