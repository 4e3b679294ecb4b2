import { ChooseCodeDomainQuery, type CodeDomain, type CodeDomainRefusal } from '@liveqr/shared/contracts';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { CustomDomain } from '../../../domain/custom-domain';
import { CustomDomainsRepository } from '../../../infrastructure/custom-domains.repository';

type Choice = CodeDomain | CodeDomainRefusal | null;

/**
 * qr-catalog asks which domain a new code goes on. A domain asked for must be the workspace's and
 * verified now: a code printed on a domain that does not answer would be lost. Without one, the
 * workspace's default domain; while that default is not verified, new codes are refused rather
 * than silently put on another host than the workspace chose.
 */
@QueryHandler(ChooseCodeDomainQuery)
export class ChooseCodeDomainHandler implements IQueryHandler<ChooseCodeDomainQuery, Choice> {
  constructor(private readonly domains: CustomDomainsRepository) {}

  async execute({ workspaceId, domainId }: ChooseCodeDomainQuery): Promise<Choice> {
    if (domainId === undefined) {
      const fallback = (await this.domains.list(workspaceId)).find((domain) => domain.isDefault);
      return fallback ? choice(fallback) : null;
    }
    const domain = await this.domains.find(workspaceId, domainId);
    return domain ? choice(domain) : 'not_found';
  }
}

function choice(domain: CustomDomain): Choice {
  return domain.status === 'verified' ? { id: domain.id, hostname: domain.hostname } : 'not_verified';
}
