import { DomainChangedEvent } from '@liveqr/shared/contracts';
import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { DomainsErrorCode, DomainsException } from '../../../domain/domains.exception';
import { CustomDomainsRepository } from '../../../infrastructure/custom-domains.repository';
import { DomainUsage } from '../../domain-usage';
import { VerifiedHosts } from '../../verified-hosts';
import { RemoveDomainCommand } from './remove-domain.command';

@CommandHandler(RemoveDomainCommand)
export class RemoveDomainHandler implements ICommandHandler<RemoveDomainCommand> {
  constructor(
    private readonly domains: CustomDomainsRepository,
    private readonly verifiedHosts: VerifiedHosts,
    private readonly usage: DomainUsage,
    private readonly events: EventBus,
  ) {}

  async execute({ workspaceId, domainId, actor, confirmed }: RemoveDomainCommand): Promise<void> {
    const domain = await this.domains.find(workspaceId, domainId);
    if (!domain) throw new DomainsException(DomainsErrorCode.NotFound);
    await this.usage.assertMayWithdraw(domain, confirmed);
    const hostname = await this.domains.remove(workspaceId, domainId);
    if (hostname === undefined) throw new DomainsException(DomainsErrorCode.NotFound);
    // Its background checks end with its row; its certificate and scans end here, and its codes answer "no longer available".
    await this.verifiedHosts.changed(hostname);
    this.events.publish(new DomainChangedEvent(workspaceId, domainId, hostname, 'removed', actor));
  }
}
