import { Query } from '@nestjs/cqrs';
import type { DomainView } from '../../domain-views';

export class ListDomainsQuery extends Query<DomainView[]> {
  constructor(readonly workspaceId: string) {
    super();
  }
}
