import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CustomDomainsRepository } from '../../../infrastructure/custom-domains.repository';
import { type DomainView, DomainViews } from '../../domain-views';
import { ListDomainsQuery } from './list-domains.query';

@QueryHandler(ListDomainsQuery)
export class ListDomainsHandler implements IQueryHandler<ListDomainsQuery> {
  constructor(
    private readonly domains: CustomDomainsRepository,
    private readonly views: DomainViews,
  ) {}

  async execute({ workspaceId }: ListDomainsQuery): Promise<DomainView[]> {
    return (await this.domains.list(workspaceId)).map((domain) => this.views.view(domain));
  }
}
