import { Module } from '@nestjs/common';
import { AddDomainHandler } from './application/commands/add-domain/add-domain.handler';
import { RemoveDomainHandler } from './application/commands/remove-domain/remove-domain.handler';
import { UpdateDomainHandler } from './application/commands/update-domain/update-domain.handler';
import { VerifyDomainHandler } from './application/commands/verify-domain/verify-domain.handler';
import { DomainVerification } from './application/domain-verification';
import { DomainViews } from './application/domain-views';
import { ListDomainsHandler } from './application/queries/list-domains/list-domains.handler';
import { CustomDomainsRepository } from './infrastructure/custom-domains.repository';
import { DnsLookup } from './infrastructure/dns-lookup';
import { DomainsController } from './interface/domains.controller';

/** The custom domains bounded context: a workspace's short domains and their DNS verification. */
@Module({
  controllers: [DomainsController],
  providers: [
    CustomDomainsRepository,
    DnsLookup,
    DomainViews,
    DomainVerification,
    AddDomainHandler,
    VerifyDomainHandler,
    UpdateDomainHandler,
    RemoveDomainHandler,
    ListDomainsHandler,
  ],
})
export class DomainsModule {}
