import { EntityManager } from '@mikro-orm/postgresql';
import { type AnalysedQrCode, GetOwnedQrCodeQuery, ListOwnedQrCodesQuery } from '@liveqr/shared/contracts';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { QrCode } from '../../../domain/qr-code.entity';

/** The columns the analytics context reads; content and customization stay here. */
const FIELDS = ['id', 'name', 'type', 'isTracked', 'isActive', 'scanCount', 'uniqueScanCount', 'createdAt'] as const;

function toAnalysedQrCode(code: Pick<QrCode, (typeof FIELDS)[number]>): AnalysedQrCode {
  return {
    id: code.id,
    name: code.name,
    type: code.type,
    isTracked: code.isTracked,
    isActive: code.isActive,
    scanCount: code.scanCount,
    uniqueScanCount: code.uniqueScanCount,
    createdAt: code.createdAt.toISOString(),
  };
}

/** The analytics context's door to one code: the owner's, or null (someone else's is as absent as a missing one). */
@QueryHandler(GetOwnedQrCodeQuery)
export class GetOwnedQrCodeHandler implements IQueryHandler<GetOwnedQrCodeQuery, AnalysedQrCode | null> {
  constructor(private readonly em: EntityManager) {}

  async execute({ ownerId, qrCodeId }: GetOwnedQrCodeQuery): Promise<AnalysedQrCode | null> {
    const code = await this.em
      .fork()
      .findOne(QrCode, { id: qrCodeId, userId: ownerId }, { fields: FIELDS, disableIdentityMap: true });
    return code && toAnalysedQrCode(code);
  }
}

/** Every code of the owner for the analytics picker, newest first. */
@QueryHandler(ListOwnedQrCodesQuery)
export class ListOwnedQrCodesHandler implements IQueryHandler<ListOwnedQrCodesQuery, AnalysedQrCode[]> {
  constructor(private readonly em: EntityManager) {}

  async execute({ ownerId }: ListOwnedQrCodesQuery): Promise<AnalysedQrCode[]> {
    const codes = await this.em
      .fork()
      .find(
        QrCode,
        { userId: ownerId },
        { fields: FIELDS, orderBy: { createdAt: 'desc', id: 'desc' }, disableIdentityMap: true },
      );
    return codes.map(toAnalysedQrCode);
  }
}
