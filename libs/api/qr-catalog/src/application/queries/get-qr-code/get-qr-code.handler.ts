import { APP_CONFIG, type AppConfig } from '@liveqr/api/platform';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { QrCatalogErrorCode, QrCatalogException } from '../../../domain/qr-catalog.exception';
import { QrCodesRepository } from '../../../infrastructure/qr-codes.repository';
import { type QrCodeView, toQrCodeView } from '../../qr-code.view';
import { GetQrCodeQuery } from './get-qr-code.query';

@QueryHandler(GetQrCodeQuery)
export class GetQrCodeHandler implements IQueryHandler<GetQrCodeQuery, QrCodeView> {
  constructor(
    private readonly codes: QrCodesRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ ownerId, id }: GetQrCodeQuery): Promise<QrCodeView> {
    const code = await this.codes.findOwned(ownerId, id);
    if (!code) throw new QrCatalogException(QrCatalogErrorCode.NotFound);
    return toQrCodeView(code, this.config.publicUrl);
  }
}
