import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainsErrorCode, DomainsException } from '../../../domain/domains.exception';
import { CustomDomainsRepository } from '../../../infrastructure/custom-domains.repository';
import { RemoveDomainCommand } from './remove-domain.command';

@CommandHandler(RemoveDomainCommand)
export class RemoveDomainHandler implements ICommandHandler<RemoveDomainCommand> {
  constructor(private readonly domains: CustomDomainsRepository) {}

  async execute({ workspaceId, domainId }: RemoveDomainCommand): Promise<void> {
    if (!(await this.domains.remove(workspaceId, domainId))) throw new DomainsException(DomainsErrorCode.NotFound);
  }
}
