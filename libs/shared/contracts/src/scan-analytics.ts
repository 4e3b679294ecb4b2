/**
 * The scan path's questions to the qr-catalog context. Plain classes so they travel on the CQRS
 * query bus without either context importing the other.
 */

/** Where a scan of a tracked code lands: a URL, one of the public pages, or nowhere (wifi). */
export type ScanDestination =
  { kind: 'redirect'; url: string } | { kind: 'page'; path: string } | { kind: 'untrackable' };

/** What the scan redirect needs to know about the code behind a slug. */
export interface ScanTarget {
  qrCodeId: string;
  active: boolean;
  tracked: boolean;
  destination: ScanDestination;
}

/**
 * Answered by the qr-catalog context with a `ScanTarget`, or null when no code has the slug:
 * `queryBus.execute<ResolveScanTargetQuery, ScanTarget | null>(new ResolveScanTargetQuery(slug))`.
 */
export class ResolveScanTargetQuery {
  constructor(readonly slug: string) {}
}
