import { Injectable } from '@nestjs/common';
import { nextCheckAt } from '../domain/check-schedule';
import { afterCheck, type CustomDomain } from '../domain/custom-domain';
import { type DnsProblem, dnsProblems } from '../domain/dns-check';
import { CustomDomainsRepository } from '../infrastructure/custom-domains.repository';
import { DnsLookup } from '../infrastructure/dns-lookup';
import { DomainViews } from './domain-views';
import { VerifiedHosts } from './verified-hosts';

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
    private readonly verifiedHosts: VerifiedHosts,
  ) {}

  async check(domain: CustomDomain, now = new Date()): Promise<CheckResult> {
    const answers = await this.dns.answers(domain.hostname);
    const problems = dnsProblems(domain.hostname, domain.token, this.views.targets, answers);
    const recorded = await this.record(domain, problems, now);
    if (recorded !== 'taken') return { domain: recorded, taken: false };
    // The first to prove the TXT keeps it; this one stays as it was, told why.
    const stored = await this.record(domain, [TAKEN], now);
    return { domain: stored === 'taken' ? domain : stored, taken: true };
  }

  /** Stores the outcome and when to check again; a status that changed reaches the verified hosts. */
  private async record(domain: CustomDomain, problems: DnsProblem[], now: Date): Promise<CustomDomain | 'taken'> {
    const status = afterCheck(domain, problems.length === 0);
    const recorded = await this.domains.recordCheck(domain, {
      ...status,
      problems,
      checkedAt: now,
      nextCheckAt: nextCheckAt(status, now),
    });
    if (recorded !== 'taken' && recorded.status !== domain.status) await this.verifiedHosts.changed(domain.hostname);
    return recorded;
  }
}
