/** A workspace's verified custom domain, as a code created on it keeps it: its short links are `https://{hostname}/{slug}`. */
export interface CodeDomain {
  id: string;
  /** Lower case, punycode. */
  hostname: string;
}

/** Why a domain cannot take new codes: not the workspace's (or no such domain), or not verified now. */
export type CodeDomainRefusal = 'not_found' | 'not_verified';

/**
 * The domain a new code of the workspace goes on, answered by the domains context:
 * `queryBus.execute<ChooseCodeDomainQuery, CodeDomain | CodeDomainRefusal | null>(new ChooseCodeDomainQuery(workspaceId, domainId))`.
 * With a `domainId`: that domain when it is the workspace's and verified, else why not. Without one:
 * the workspace's default domain while it is verified, else null (LiveQR's own host).
 */
export class ChooseCodeDomainQuery {
  constructor(
    readonly workspaceId: string,
    readonly domainId?: string,
  ) {}
}

/**
 * How many of the workspace's codes were created on a domain (as My QR Codes lists them: not those
 * deleted), answered by qr-catalog before the domain is disabled or removed:
 * `queryBus.execute<CountDomainCodesQuery, number>(new CountDomainCodesQuery(workspaceId, domainId))`.
 */
export class CountDomainCodesQuery {
  constructor(
    readonly workspaceId: string,
    readonly domainId: string,
  ) {}
}
