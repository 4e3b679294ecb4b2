import { Module } from '@nestjs/common';
import { AddDomainHandler } from './application/commands/add-domain/add-domain.handler';
import { RemoveDomainHandler } from './application/commands/remove-domain/remove-domain.handler';
import { UpdateDomainHandler } from './application/commands/update-domain/update-domain.handler';
import { VerifyDomainHandler } from './application/commands/verify-domain/verify-domain.handler';
import { DomainRechecks } from './application/domain-rechecks';
import { DomainUsage } from './application/domain-usage';
import { DomainVerification } from './application/domain-verification';
import { DomainViews } from './application/domain-views';
import { ChooseCodeDomainHandler } from './application/queries/choose-code-domain/choose-code-domain.handler';
import { ListDomainsHandler } from './application/queries/list-domains/list-domains.handler';
import { VerifiedHosts } from './application/verified-hosts';
import { CustomDomainsRepository } from './infrastructure/custom-domains.repository';
import { DnsLookup } from './infrastructure/dns-lookup';
import { DomainMails } from './infrastructure/mail/domain-mails';
import { DomainsController } from './interface/domains.controller';
import { TlsAsk } from './interface/tls-ask';

/** The custom domains bounded context: a workspace's short domains, their DNS verification and the hosts verified. */
@Module({
  controllers: [DomainsController],
  providers: [
    CustomDomainsRepository,
    DnsLookup,
    DomainMails,
    DomainViews,
    DomainVerification,
    VerifiedHosts,
    DomainRechecks,
    TlsAsk,
    AddDomainHandler,
    VerifyDomainHandler,
    UpdateDomainHandler,
    RemoveDomainHandler,
    ListDomainsHandler,
    ChooseCodeDomainHandler,
    DomainUsage,
  ],
})
export class DomainsModule {}
