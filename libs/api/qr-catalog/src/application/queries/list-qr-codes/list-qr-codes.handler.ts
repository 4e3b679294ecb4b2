import { APP_CONFIG, type AppConfig } from '@liveqr/api/platform';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { QrCodesRepository } from '../../../infrastructure/qr-codes.repository';
import { OwnedReferences } from '../../owned-references';
import { type QrCodePageView, toQrCodePageView } from '../../qr-code.view';
import { ListQrCodesQuery } from './list-qr-codes.query';

/** My QR Codes: the owner's codes filtered, searched and sorted in SQL, one page at a time. */
@QueryHandler(ListQrCodesQuery)
export class ListQrCodesHandler implements IQueryHandler<ListQrCodesQuery, QrCodePageView> {
  constructor(
    private readonly codes: QrCodesRepository,
    private readonly references: OwnedReferences,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ ownerId, criteria }: ListQrCodesQuery): Promise<QrCodePageView> {
    const { sort, direction, page, pageSize, ...filter } = criteria;
    await this.references.assertFilter(ownerId, filter);
    const found = await this.codes.list(
      ownerId,
      filter,
      { key: sort, direction },
      { offset: (page - 1) * pageSize, limit: pageSize },
    );
    return toQrCodePageView(found, { page, pageSize }, this.config.publicUrl);
  }
}
