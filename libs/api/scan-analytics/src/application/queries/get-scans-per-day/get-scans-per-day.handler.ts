import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { AnalyticsReader } from '../../../infrastructure/analytics-reader';
import { AnalysedRanges } from '../../analysed-range';
import type { ScansPerDay } from '../../analytics-summary.view';
import { GetScansPerDayQuery } from './get-scans-per-day.query';

@QueryHandler(GetScansPerDayQuery)
export class GetScansPerDayHandler implements IQueryHandler<GetScansPerDayQuery, ScansPerDay> {
  constructor(
    private readonly ranges: AnalysedRanges,
    private readonly reader: AnalyticsReader,
  ) {}

  async execute(query: GetScansPerDayQuery): Promise<ScansPerDay> {
    const { code, start } = await this.ranges.of(query);
    return this.reader.scansPerDay(code.id, start?.from ?? null, query.timeZone);
  }
}
