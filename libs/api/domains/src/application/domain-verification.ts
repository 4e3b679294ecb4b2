import { Injectable } from '@nestjs/common';
import { afterCheck, type CustomDomain } from '../domain/custom-domain';
import { type DnsProblem, dnsProblems } from '../domain/dns-check';
import { CustomDomainsRepository } from '../infrastructure/custom-domains.repository';
import { DnsLookup } from '../infrastructure/dns-lookup';
import { DomainViews } from './domain-views';

const TAKEN: DnsProblem = {
  code: 'HOSTNAME_TAKEN',
  message: 'Another workspace proved this domain first and holds it verified',
};

export interface CheckResult {
  domain: CustomDomain;
  /** Its records are right, but another workspace holds it verified. */
  taken: boolean;
}

/** One DNS check of a domain, on demand or in the background: its problems, its new status, stored. */
@Injectable()
export class DomainVerification {
  constructor(
    private readonly dns: DnsLookup,
    private readonly domains: CustomDomainsRepository,
    private readonly views: DomainViews,
  ) {}

  async check(domain: CustomDomain, now = new Date()): Promise<CheckResult> {
    const answers = await this.dns.answers(domain.hostname);
    const problems = dnsProblems(domain.hostname, domain.token, this.views.targets, answers);
    const recorded = await this.domains.recordCheck(domain, {
      ...afterCheck(domain, problems.length === 0),
      problems,
      checkedAt: now,
    });
    if (recorded !== 'taken') return { domain: recorded, taken: false };
    // The first to prove the TXT keeps it; this one stays as it was, told why.
    const stored = await this.domains.recordCheck(domain, {
      ...afterCheck(domain, false),
      problems: [TAKEN],
      checkedAt: now,
    });
    return { domain: stored === 'taken' ? domain : stored, taken: true };
  }
}
