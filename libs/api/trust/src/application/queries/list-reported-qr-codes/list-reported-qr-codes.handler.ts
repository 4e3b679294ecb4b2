import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ReportedQrCode } from '../../../domain/reported-qr-code.entity';
import { type ReportedQrCodeView, ReportedQrCodeViews } from '../../reported-qr-code-views';
import { ListReportedQrCodesQuery } from './list-reported-qr-codes.query';

/** A review list is read in one sitting: the most recent codes first, this many at most. */
const LIST_LIMIT = 100;

@QueryHandler(ListReportedQrCodesQuery)
export class ListReportedQrCodesHandler implements IQueryHandler<ListReportedQrCodesQuery, ReportedQrCodeView[]> {
  constructor(
    private readonly em: EntityManager,
    private readonly views: ReportedQrCodeViews,
  ) {}

  /** Codes whose owner appealed come first: they wait for an answer. */
  async execute({ status }: ListReportedQrCodesQuery): Promise<ReportedQrCodeView[]> {
    const rows = await this.em.getConnection().execute<{ qr_code_id: string }[]>(
      `select r.qr_code_id from reported_qr_codes r
       where r.status = ?
       order by exists (select 1 from qr_code_appeals a where a.qr_code_id = r.qr_code_id and a.status = 'open') desc,
         r.reporters desc, r.last_reported_at desc
       limit ?`,
      [status, LIST_LIMIT],
    );
    const ids = rows.map((row) => row.qr_code_id);
    const standings = await this.em.find(ReportedQrCode, { qrCodeId: { $in: ids } }, { disableIdentityMap: true });
    const byId = new Map(standings.map((standing) => [standing.qrCodeId, standing]));
    return this.views.of(ids.flatMap((id) => byId.get(id) ?? []));
  }
}
