import { Query } from '@nestjs/cqrs';
import type { BrandKitView } from '../../brand-kit.view';

export class ListBrandKitsQuery extends Query<BrandKitView[]> {
  constructor(readonly ownerId: string) {
    super();
  }
}
