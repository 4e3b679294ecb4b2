import { type AccountDataFile, GetQrCatalogAccountDataQuery } from '@liveqr/shared/contracts';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { BrandKitsRepository } from '../../../infrastructure/brand-kits.repository';
import { toBrandKitView } from '../../brand-kit.view';
import { QrCodeExports } from '../../qr-code-exports';

/** The catalogue's part of "download my data": every code (JSON with its design, and CSV) and every brand kit. */
@QueryHandler(GetQrCatalogAccountDataQuery)
export class GetQrCatalogAccountDataHandler implements IQueryHandler<GetQrCatalogAccountDataQuery, AccountDataFile[]> {
  constructor(
    private readonly exports: QrCodeExports,
    private readonly kits: BrandKitsRepository,
  ) {}

  async execute({ userId }: GetQrCatalogAccountDataQuery): Promise<AccountDataFile[]> {
    const [codes, csv, kits] = await Promise.all([
      this.exports.json(userId),
      this.exports.csv(userId),
      this.kits.listOwned(userId),
    ]);
    return [
      { path: 'codes/codes.json', content: JSON.stringify(codes, null, 2) },
      { path: 'codes/codes.csv', content: csv },
      { path: 'designs/brand-kits.json', content: JSON.stringify(kits.map(toBrandKitView), null, 2) },
    ];
  }
}
