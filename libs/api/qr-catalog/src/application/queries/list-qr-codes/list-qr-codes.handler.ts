import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { QrCodesRepository } from '../../../infrastructure/qr-codes.repository';
import { type QrCodePageView, toSummaryView } from '../../qr-code.view';
import { ListQrCodesQuery } from './list-qr-codes.query';

/** My QR Codes: the owner's codes, newest first, searched and filtered in SQL, one page at a time. */
@QueryHandler(ListQrCodesQuery)
export class ListQrCodesHandler implements IQueryHandler<ListQrCodesQuery, QrCodePageView> {
  constructor(private readonly codes: QrCodesRepository) {}

  async execute({ ownerId, criteria }: ListQrCodesQuery): Promise<QrCodePageView> {
    const { search, status, type, page, pageSize } = criteria;
    const active = status === undefined ? undefined : status === 'active';
    const { rows, total } = await this.codes.list(
      ownerId,
      { search, active, type },
      { offset: (page - 1) * pageSize, limit: pageSize },
    );
    return { items: rows.map(toSummaryView), total, page, pageSize };
  }
}
