import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { QrCatalogErrorCode, QrCatalogException } from '../../../domain/qr-catalog.exception';
import { QrCodesRepository } from '../../../infrastructure/qr-codes.repository';
import { GetPublicQrCodeQuery } from './get-public-qr-code.query';
import { type PublicQrCodeView, toPublicQrCodeView } from './public-qr-code.view';

@QueryHandler(GetPublicQrCodeQuery)
export class GetPublicQrCodeHandler implements IQueryHandler<GetPublicQrCodeQuery, PublicQrCodeView> {
  constructor(private readonly codes: QrCodesRepository) {}

  /**
   * Another type's id is as absent as a missing one: each page reads only its own type. An inactive
   * or suspended code gives nothing of its content to anyone, its owner included (the dashboard shows it to them).
   */
  async execute({ id, type, viewerId }: GetPublicQrCodeQuery): Promise<PublicQrCodeView> {
    const code = await this.codes.findOfType(id, type);
    if (!code) throw new QrCatalogException(QrCatalogErrorCode.NotFound);
    if (!code.isAvailable) throw new QrCatalogException(QrCatalogErrorCode.Inactive);
    return toPublicQrCodeView(code, type, viewerId);
  }
}
