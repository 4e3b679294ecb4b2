import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { QrCatalogErrorCode, QrCatalogException } from '../../../domain/qr-catalog.exception';
import { BrandKitsRepository } from '../../../infrastructure/brand-kits.repository';
import { type BrandKitView, toBrandKitView } from '../../brand-kit.view';
import { GetBrandKitQuery } from './get-brand-kit.query';

@QueryHandler(GetBrandKitQuery)
export class GetBrandKitHandler implements IQueryHandler<GetBrandKitQuery, BrandKitView> {
  constructor(private readonly kits: BrandKitsRepository) {}

  async execute({ ownerId, id }: GetBrandKitQuery): Promise<BrandKitView> {
    const kit = await this.kits.findOwned(ownerId, id);
    if (!kit) throw new QrCatalogException(QrCatalogErrorCode.BrandKitNotFound);
    return toBrandKitView(kit);
  }
}
