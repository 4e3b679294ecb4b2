import { type Actor, type DomainChange, DomainChangedEvent } from '@liveqr/shared/contracts';
import { Injectable } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { nextCheckAt } from '../domain/check-schedule';
import { afterCheck, type CustomDomain } from '../domain/custom-domain';
import { type DnsProblem, dnsProblems } from '../domain/dns-check';
import { CustomDomainsRepository } from '../infrastructure/custom-domains.repository';
import { DnsLookup } from '../infrastructure/dns-lookup';
import { DomainMails } from '../infrastructure/mail/domain-mails';
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

/**
 * One DNS check of a domain, on demand or in the background: its problems, its new status, stored.
 * A domain verified or found misconfigured is announced (the audit log hears it), and its owner is
 * mailed when it broke, as is every other workspace that added a hostname once one holds it verified.
 */
@Injectable()
export class DomainVerification {
  constructor(
    private readonly dns: DnsLookup,
    private readonly domains: CustomDomainsRepository,
    private readonly views: DomainViews,
    private readonly verifiedHosts: VerifiedHosts,
    private readonly mails: DomainMails,
    private readonly events: EventBus,
  ) {}

  /** `actor`: who asked ("Check now"); null for a background check. */
  async check(domain: CustomDomain, actor: Actor | null, now = new Date()): Promise<CheckResult> {
    const answers = await this.dns.answers(domain.hostname);
    const problems = dnsProblems(domain.hostname, domain.token, this.views.targets, answers);
    const recorded = await this.record(domain, problems, actor, now);
    if (recorded !== 'taken') return { domain: recorded, taken: false };
    // The first to prove the TXT keeps it; this one stays as it was, told why.
    const stored = await this.record(domain, [TAKEN], actor, now);
    await this.tellTaken(domain.hostname, now);
    return { domain: stored === 'taken' ? domain : stored, taken: true };
  }

  /** Stores the outcome and when to check again; a status that changed reaches the verified hosts and the bus. */
  private async record(
    domain: CustomDomain,
    problems: DnsProblem[],
    actor: Actor | null,
    now: Date,
  ): Promise<CustomDomain | 'taken'> {
    const status = afterCheck(domain, problems.length === 0);
    const recorded = await this.domains.recordCheck(domain, {
      ...status,
      problems,
      checkedAt: now,
      nextCheckAt: nextCheckAt(status, now),
    });
    if (recorded === 'taken' || recorded.status === domain.status) return recorded;
    await this.verifiedHosts.changed(domain.hostname);
    if (recorded.status === 'verified') {
      this.announce(recorded, 'verified', actor);
      await this.tellTaken(recorded.hostname, now);
    }
    // Claimed, so that two checks finding it at once announce and mail it once.
    if (recorded.status === 'misconfigured' && (await this.domains.claimMisconfiguredMail(recorded, now))) {
      this.announce(recorded, 'misconfigured', actor);
      await this.mails.send(recorded.workspaceId, { kind: 'misconfigured', hostname: recorded.hostname, problems });
    }
    return recorded;
  }

  /** Mails each workspace that added the hostname another holds verified, once per domain. */
  private async tellTaken(hostname: string, now: Date): Promise<void> {
    for (const other of await this.domains.claimTakenMails(hostname, now)) {
      await this.mails.send(other.workspaceId, { kind: 'taken', hostname: other.hostname });
    }
  }

  private announce(domain: CustomDomain, change: DomainChange, actor: Actor | null): void {
    this.events.publish(new DomainChangedEvent(domain.workspaceId, domain.id, domain.hostname, change, actor));
  }
}
