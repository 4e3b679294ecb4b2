import {
  type AnalysedQrCode,
  COMPARE_LIMIT,
  ListOwnedQrCodesQuery,
  ListScopedQrCodeIdsQuery,
  type QrCodeScope,
  TOP_CODES_LIMIT,
} from '@liveqr/shared/contracts';
import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { bucketOf, bucketStarts, isKnownTimeZone, overviewDays } from '../../../domain/overview-range';
import { ScanAnalyticsErrorCode, ScanAnalyticsException } from '../../../domain/scan-analytics.exception';
import { isUnknownTimeZone } from '../../../infrastructure/analytics-reader';
import { OverviewReader, type OverviewScope } from '../../../infrastructure/overview-reader';
import {
  type AnalyticsOverview,
  comparedCode,
  overviewCode,
  toAnalyticsOverview,
  trendOf,
} from '../../analytics-overview.view';
import { GetAnalyticsOverviewQuery } from './get-analytics-overview.query';

/**
 * Every figure of the overview from the roll-ups: the quarter-hour slots give the trend and the
 * hour × weekday grid in the viewer's zone, the daily facets the countries, routes and top codes.
 * Codes named in the request must all be the caller's: any other id is a 404, as for one code.
 * A folder or tag scope becomes its codes through qr-catalog, which refuses anyone else's.
 */
@QueryHandler(GetAnalyticsOverviewQuery)
export class GetAnalyticsOverviewHandler implements IQueryHandler<GetAnalyticsOverviewQuery, AnalyticsOverview> {
  constructor(
    private readonly queries: QueryBus,
    private readonly reader: OverviewReader,
  ) {}

  async execute(query: GetAnalyticsOverviewQuery): Promise<AnalyticsOverview> {
    const { ownerId, range, codeIds: listed } = query;
    const compareIds = [...new Set(query.compareIds)];
    if (!isKnownTimeZone(range.timeZone)) throw new ScanAnalyticsException(ScanAnalyticsErrorCode.UnknownTimeZone);
    if (compareIds.length > COMPARE_LIMIT) throw new ScanAnalyticsException(ScanAnalyticsErrorCode.TooManyCompared);
    const days = overviewDays(range, new Date());
    const bucket = bucketOf(days);
    const named = [...new Set([...(listed ?? []), ...compareIds])];
    const owned = await this.ownedCodes(ownerId, named);
    if (owned.size < named.length) throw new ScanAnalyticsException(ScanAnalyticsErrorCode.NotFound);
    const codeIds = await this.scopedCodes(ownerId, listed, query.scope);
    const scope: OverviewScope = { ownerId, codeIds };

    try {
      const [slots, trends, breakdowns] = await Promise.all([
        this.reader.slotFigures(scope, days, bucket),
        this.reader.trendsOf(compareIds, days, bucket),
        this.reader.breakdownsAndTopCodes(scope, days, TOP_CODES_LIMIT),
      ]);
      const top = breakdowns.topCodes;
      const starts = bucketStarts(days, bucket);
      const topNames = await this.ownedCodes(
        ownerId,
        top.map((code) => code.qrCodeId).filter((id) => !owned.has(id)),
      );
      const nameOf = (id: string) => owned.get(id) ?? topNames.get(id);
      return toAnalyticsOverview(query, days, bucket, {
        slots,
        trend: trendOf(starts, slots.trend),
        topCodes: top.flatMap(({ qrCodeId, scans }) => {
          const code = nameOf(qrCodeId);
          return code ? [overviewCode(code, scans)] : [];
        }),
        compared: compareIds.map((id) =>
          comparedCode(owned.get(id) as AnalysedQrCode, trendOf(starts, trends.get(id) ?? new Map())),
        ),
        countries: breakdowns.countries,
        routes: breakdowns.routes,
      });
    } catch (error) {
      // The zone passed the runtime's check, but this database's zone list may lack it.
      if (isUnknownTimeZone(error)) throw new ScanAnalyticsException(ScanAnalyticsErrorCode.UnknownTimeZone);
      throw error;
    }
  }

  /** The listed codes, narrowed to a folder and/or tags when the request names them; null is all. */
  private async scopedCodes(
    ownerId: string,
    listed: readonly string[] | null,
    scope: QrCodeScope,
  ): Promise<readonly string[] | null> {
    if (!scope.folderId && !scope.tagIds?.length) return listed;
    const inScope = await this.queries.execute<ListScopedQrCodeIdsQuery, string[]>(
      new ListScopedQrCodeIdsQuery(ownerId, scope),
    );
    if (!listed) return inScope;
    const kept = new Set(inScope);
    return listed.filter((id) => kept.has(id));
  }

  private async ownedCodes(ownerId: string, ids: readonly string[]): Promise<Map<string, AnalysedQrCode>> {
    if (ids.length === 0) return new Map();
    const codes = await this.queries.execute<ListOwnedQrCodesQuery, AnalysedQrCode[]>(
      new ListOwnedQrCodesQuery(ownerId, ids),
    );
    return new Map(codes.map((code) => [code.id, code]));
  }
}
