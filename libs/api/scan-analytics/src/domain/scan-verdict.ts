import type { ScanRefusal, ScanTarget } from '@liveqr/shared/contracts';

/** A scan target as the scan path caches it: qr-catalog's view plus the trust context's warning. */
export interface CachedScanTarget extends ScanTarget {
  /** Reported by enough people and not cleared by an operator: scanners see an interstitial first. */
  reported: boolean;
}

/**
 * The host a scan came in on: LiveQR's own (null: any workspace's code), a workspace's custom
 * domain, which answers only that workspace's codes, or a name that is nobody's now, which answers
 * no code: only those printed with it learn that they are no longer available.
 */
export type ScanHost = { workspaceId: string } | { retiredHostname: string } | null;

/** A code whose custom domain was disabled or removed: it answers "no longer available" on every host. */
export const WITHDRAWN = 'withdrawn';

/**
 * The target as this host may answer it, from memory: null for another workspace's code on a
 * custom domain (as unknown there as a slug nobody has) and for any code on a name that is
 * nobody's; WITHDRAWN for a code whose domain is no longer live (`isLive`: the custom domains in
 * memory), on LiveQR's host, on its workspace's domains and on the retired name it was printed with.
 */
export function targetAt(
  target: CachedScanTarget | null,
  host: ScanHost,
  isLive: (domainId: string) => boolean,
): CachedScanTarget | typeof WITHDRAWN | null {
  if (!target) return null;
  const withdrawn = target.domainId !== null && !isLive(target.domainId);
  if (host && 'retiredHostname' in host) {
    return withdrawn && target.domainHostname === host.retiredHostname ? WITHDRAWN : null;
  }
  if (host && target.ownerId !== host.workspaceId) return null;
  return withdrawn ? WITHDRAWN : target;
}

/** What a scan (or a preview) of a slug comes to, decided in memory from the cached target. */
export type ScanVerdict =
  | { kind: 'not-found' }
  | { kind: 'withdrawn' }
  | { kind: 'suspended' }
  | { kind: 'inactive' }
  | { kind: 'refused'; reason: ScanRefusal; host: string; qrCodeId: string }
  | {
      kind: 'go';
      qrCodeId: string;
      /** A URL (ASCII) or a path of one of our public pages. */
      location: string;
      /** The destination's host as people read it; null for a page of ours. */
      host: string | null;
      tracked: boolean;
      reported: boolean;
    };

export function scanVerdict(target: CachedScanTarget | typeof WITHDRAWN | null): ScanVerdict {
  if (!target) return { kind: 'not-found' };
  if (target === WITHDRAWN) return { kind: 'withdrawn' };
  if (target.suspended) return { kind: 'suspended' };
  if (!target.active) return { kind: 'inactive' };
  const { qrCodeId, destination, tracked, reported } = target;
  switch (destination.kind) {
    case 'refused':
      return { kind: 'refused', reason: destination.reason, host: destination.host, qrCodeId };
    case 'redirect':
      return { kind: 'go', qrCodeId, location: destination.url, host: destination.host, tracked, reported };
    case 'page':
      return { kind: 'go', qrCodeId, location: destination.path, host: null, tracked, reported };
    case 'untrackable':
      return { kind: 'not-found' };
  }
}
