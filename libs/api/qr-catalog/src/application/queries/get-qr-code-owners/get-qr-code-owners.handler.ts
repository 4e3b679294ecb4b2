import { EntityManager } from '@mikro-orm/postgresql';
import { GetQrCodeOwnersQuery } from '@liveqr/shared/contracts';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { QrCode } from '../../../domain/qr-code.entity';

/** Whose codes these are, for contexts that tell owners about their codes (webhooks of scans). */
@QueryHandler(GetQrCodeOwnersQuery)
export class GetQrCodeOwnersHandler implements IQueryHandler<GetQrCodeOwnersQuery, Record<string, string>> {
  constructor(private readonly em: EntityManager) {}

  async execute({ qrCodeIds }: GetQrCodeOwnersQuery): Promise<Record<string, string>> {
    if (qrCodeIds.length === 0) return {};
    const codes = await this.em
      .fork()
      .find(QrCode, { id: { $in: [...qrCodeIds] } }, { fields: ['id', 'userId'], disableIdentityMap: true });
    return Object.fromEntries(codes.map((code) => [code.id, code.userId]));
  }
}
