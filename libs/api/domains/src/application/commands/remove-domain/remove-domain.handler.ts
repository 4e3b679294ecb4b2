import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainsErrorCode, DomainsException } from '../../../domain/domains.exception';
import { CustomDomainsRepository } from '../../../infrastructure/custom-domains.repository';
import { VerifiedHosts } from '../../verified-hosts';
import { RemoveDomainCommand } from './remove-domain.command';

@CommandHandler(RemoveDomainCommand)
export class RemoveDomainHandler implements ICommandHandler<RemoveDomainCommand> {
  constructor(
    private readonly domains: CustomDomainsRepository,
    private readonly verifiedHosts: VerifiedHosts,
  ) {}

  async execute({ workspaceId, domainId }: RemoveDomainCommand): Promise<void> {
    const hostname = await this.domains.remove(workspaceId, domainId);
    if (hostname === undefined) throw new DomainsException(DomainsErrorCode.NotFound);
    // Its background checks end with its row; its certificate and scans end here.
    await this.verifiedHosts.changed(hostname);
  }
}
