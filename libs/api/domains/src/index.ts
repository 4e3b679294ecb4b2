import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261129130000CustomDomains } from './infrastructure/migrations/migration-20261129130000-custom-domains';
import { Migration20261129150000CustomDomainMails } from './infrastructure/migrations/migration-20261129150000-custom-domain-mails';

export * from './domains.module';

/** Schema migrations owned by this context, run in name order with everyone else's. */
export const domainsMigrations: MigrationObject[] = [
  { name: 'Migration20261129130000_custom_domains', class: Migration20261129130000CustomDomains },
  { name: 'Migration20261129150000_custom_domain_mails', class: Migration20261129150000CustomDomainMails },
];
/** The stable codes of this context's errors, which the contract lists for the web apps' translations. */
export { DomainsErrorCode } from './domain/domains.exception';
/** For tests and the scan route's host lookup: the verified hosts in memory, and the background checks. */
export { VerifiedHosts, type VerifiedHost } from './application/verified-hosts';
export { DomainRechecks } from './application/domain-rechecks';
export { DomainVerification } from './application/domain-verification';
export { CustomDomainsRepository } from './infrastructure/custom-domains.repository';
export { DnsLookup } from './infrastructure/dns-lookup';
