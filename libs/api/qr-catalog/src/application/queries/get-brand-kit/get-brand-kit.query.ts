import { Query } from '@nestjs/cqrs';
import type { BrandKitView } from '../../brand-kit.view';

export class GetBrandKitQuery extends Query<BrandKitView> {
  constructor(
    readonly ownerId: string,
    readonly id: string,
  ) {
    super();
  }
}
