import { EntityManager } from '@mikro-orm/postgresql';
import type { ReportedQrCode as ReportedQrCodeView } from '@liveqr/shared/contracts';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ReportedQrCode } from '../../../domain/reported-qr-code.entity';
import { ReportedQrCodeViews } from '../../reported-qr-code-views';
import { ListReportedQrCodesQuery } from './list-reported-qr-codes.query';

/** A review list is read in one sitting: the most recent codes first, this many at most. */
const LIST_LIMIT = 100;

@QueryHandler(ListReportedQrCodesQuery)
export class ListReportedQrCodesHandler implements IQueryHandler<ListReportedQrCodesQuery, ReportedQrCodeView[]> {
  constructor(
    private readonly em: EntityManager,
    private readonly views: ReportedQrCodeViews,
  ) {}

  async execute({ status }: ListReportedQrCodesQuery): Promise<ReportedQrCodeView[]> {
    const standings = await this.em.find(
      ReportedQrCode,
      { status },
      { orderBy: { reporters: 'desc', lastReportedAt: 'desc' }, limit: LIST_LIMIT, disableIdentityMap: true },
    );
    return this.views.of(standings);
  }
}
