import type { DnsProblem } from './dns-check';

/** Custom domains a workspace may have, on the one plan. */
export const MAX_DOMAINS_PER_WORKSPACE = 5;

/** Failed checks in a row after which a verified domain is misconfigured. */
export const FAILED_CHECKS_TO_MISCONFIGURED = 3;

/** Days after it was added that the owner is reminded of a domain still pending: once each. */
export const UNVERIFIED_REMINDER_DAYS = [3, 14] as const;

export const DOMAIN_STATUSES = ['pending', 'verified', 'misconfigured', 'disabled'] as const;
export type DomainStatus = (typeof DOMAIN_STATUSES)[number];

export interface CustomDomain {
  id: string;
  workspaceId: string;
  hostname: string;
  status: DomainStatus;
  /** The value the `_liveqr-challenge` TXT record must hold. */
  token: string;
  rootUrl: string | null;
  notFoundUrl: string | null;
  isDefault: boolean;
  createdAt: Date;
  updatedAt: Date;
  verifiedAt: Date | null;
  lastCheckedAt: Date | null;
  /** The last check's problems (none: it passed); null before the first check. */
  lastProblems: DnsProblem[] | null;
  failedChecks: number;
}

/**
 * A domain's status after a check: passing verifies it; failing leaves a pending one pending and
 * counts against a verified one, which becomes misconfigured after FAILED_CHECKS_TO_MISCONFIGURED.
 * A disabled domain stays disabled.
 */
export function afterCheck(
  domain: Pick<CustomDomain, 'status' | 'failedChecks'>,
  passed: boolean,
): Pick<CustomDomain, 'status' | 'failedChecks'> {
  // Only enabling it again brings a disabled domain back, whatever its records say now.
  if (domain.status === 'disabled') return { status: 'disabled', failedChecks: domain.failedChecks };
  if (passed) return { status: 'verified', failedChecks: 0 };
  const failedChecks = domain.failedChecks + 1;
  const status =
    domain.status === 'verified' && failedChecks >= FAILED_CHECKS_TO_MISCONFIGURED ? 'misconfigured' : domain.status;
  return { status, failedChecks };
}
