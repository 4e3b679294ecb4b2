import { CheckDestinationQuery, type DestinationProblem } from '@liveqr/shared/contracts';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { DomainsErrorCode, DomainsException } from '../../../domain/domains.exception';
import { CustomDomainsRepository } from '../../../infrastructure/custom-domains.repository';
import { type DomainView, DomainViews } from '../../domain-views';
import { UpdateDomainCommand } from './update-domain.command';

@CommandHandler(UpdateDomainCommand)
export class UpdateDomainHandler implements ICommandHandler<UpdateDomainCommand> {
  constructor(
    private readonly domains: CustomDomainsRepository,
    private readonly views: DomainViews,
    private readonly queries: QueryBus,
  ) {}

  async execute({ workspaceId, domainId, changes }: UpdateDomainCommand): Promise<DomainView> {
    const domain = await this.domains.find(workspaceId, domainId);
    if (!domain) throw new DomainsException(DomainsErrorCode.NotFound);
    for (const url of [changes.rootUrl, changes.notFoundUrl]) if (url) await this.assertDestination(url);
    if (changes.isDefault && domain.status !== 'verified') throw new DomainsException(DomainsErrorCode.NotVerified);
    return this.views.view(await this.domains.update(domain, changes, new Date()));
  }

  /** The destination policy of codes and webhooks (qr-catalog's): public http(s), not blocklisted. */
  private async assertDestination(url: string): Promise<void> {
    const problem = await this.queries.execute<CheckDestinationQuery, DestinationProblem | null>(
      new CheckDestinationQuery(url),
    );
    if (problem === 'invalid') throw new DomainsException(DomainsErrorCode.UrlInvalid);
    if (problem) throw new DomainsException(DomainsErrorCode.UrlNotAllowed);
  }
}
