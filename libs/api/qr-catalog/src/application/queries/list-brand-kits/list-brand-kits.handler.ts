import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { BrandKitsRepository } from '../../../infrastructure/brand-kits.repository';
import { type BrandKitView, toBrandKitView } from '../../brand-kit.view';
import { ListBrandKitsQuery } from './list-brand-kits.query';

@QueryHandler(ListBrandKitsQuery)
export class ListBrandKitsHandler implements IQueryHandler<ListBrandKitsQuery, BrandKitView[]> {
  constructor(private readonly kits: BrandKitsRepository) {}

  async execute({ ownerId }: ListBrandKitsQuery): Promise<BrandKitView[]> {
    return (await this.kits.listOwned(ownerId)).map(toBrandKitView);
  }
}
