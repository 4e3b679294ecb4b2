import { APP_CONFIG, type AppConfig } from '@liveqr/api/platform';
import { Inject, Injectable } from '@nestjs/common';
import type { CustomDomain, DomainStatus } from '../domain/custom-domain';
import { type DnsProblem, type DnsRecord, type DomainTargets, requiredRecords } from '../domain/dns-check';
import { registrableDomain } from '../domain/hostname';

export interface DomainView {
  id: string;
  hostname: string;
  status: DomainStatus;
  /** The records to create at the DNS provider. */
  records: DnsRecord[];
  rootUrl: string | null;
  notFoundUrl: string | null;
  isDefault: boolean;
  createdAt: string;
  verifiedAt: string | null;
  lastCheckedAt: string | null;
  problems: DnsProblem[];
}

export interface VerificationView {
  status: DomainStatus;
  problems: DnsProblem[];
}

/** What the API shows of a domain, with the records its hostname needs on this server. */
@Injectable()
export class DomainViews {
  readonly targets: DomainTargets;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const { target, ipv4, ipv6 } = config.customDomains;
    this.targets = { cname: target, ipv4, ipv6 };
  }

  view(domain: CustomDomain): DomainView {
    const apex = registrableDomain(domain.hostname) === domain.hostname;
    return {
      id: domain.id,
      hostname: domain.hostname,
      status: domain.status,
      records: requiredRecords(domain.hostname, apex, domain.token, this.targets),
      rootUrl: domain.rootUrl,
      notFoundUrl: domain.notFoundUrl,
      isDefault: domain.isDefault,
      createdAt: domain.createdAt.toISOString(),
      verifiedAt: domain.verifiedAt?.toISOString() ?? null,
      lastCheckedAt: domain.lastCheckedAt?.toISOString() ?? null,
      problems: domain.lastProblems ?? [],
    };
  }
}
