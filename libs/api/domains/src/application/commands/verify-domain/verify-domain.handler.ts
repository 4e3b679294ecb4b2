import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainsErrorCode, DomainsException } from '../../../domain/domains.exception';
import { CustomDomainsRepository } from '../../../infrastructure/custom-domains.repository';
import { DomainVerification } from '../../domain-verification';
import type { VerificationView } from '../../domain-views';
import { VerifyDomainCommand } from './verify-domain.command';

@CommandHandler(VerifyDomainCommand)
export class VerifyDomainHandler implements ICommandHandler<VerifyDomainCommand> {
  constructor(
    private readonly domains: CustomDomainsRepository,
    private readonly verification: DomainVerification,
  ) {}

  async execute({ workspaceId, domainId, actor }: VerifyDomainCommand): Promise<VerificationView> {
    const domain = await this.domains.find(workspaceId, domainId);
    if (!domain) throw new DomainsException(DomainsErrorCode.NotFound);
    const { domain: checked, taken } = await this.verification.check(domain, actor);
    const view: VerificationView = { status: checked.status, problems: checked.lastProblems ?? [] };
    if (taken) throw new DomainsException(DomainsErrorCode.HostnameTaken, undefined, { ...view });
    return view;
  }
}
