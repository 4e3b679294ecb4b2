import { type AccountDataFile, GetScanAnalyticsAccountDataQuery } from '@liveqr/shared/contracts';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { ExportOwnedScansQuery } from '../export-owned-scans/export-owned-scans.query';

/** Analytics' part of "download my data": every scan of every code, all time, in UTC, streamed. */
@QueryHandler(GetScanAnalyticsAccountDataQuery)
export class GetScanAnalyticsAccountDataHandler implements IQueryHandler<
  GetScanAnalyticsAccountDataQuery,
  AccountDataFile[]
> {
  constructor(private readonly queries: QueryBus) {}

  async execute({ userId }: GetScanAnalyticsAccountDataQuery): Promise<AccountDataFile[]> {
    const { csv } = await this.queries.execute(new ExportOwnedScansQuery(userId, {}, 'UTC'));
    return [{ path: 'scans/scans.csv', content: csv }];
  }
}
