import type { Actor } from './auth';

/**
 * What happened to a workspace's custom domain: added, verified (its DNS records proved), found
 * misconfigured (a verified one failed three checks in a row), its settings updated, disabled,
 * enabled again or removed.
 */
export const DOMAIN_CHANGES = [
  'added',
  'verified',
  'misconfigured',
  'updated',
  'disabled',
  'enabled',
  'removed',
] as const;
export type DomainChange = (typeof DOMAIN_CHANGES)[number];

/**
 * Published by the domains context on each change of a custom domain. `actor` is null when LiveQR
 * made the change itself (a background check verified it or found it misconfigured).
 */
export class DomainChangedEvent {
  constructor(
    readonly workspaceId: string,
    readonly domainId: string,
    readonly hostname: string,
    readonly change: DomainChange,
    readonly actor: Actor | null,
  ) {}
}
