import type { ScanRefusal, ScanTarget } from '@liveqr/shared/contracts';

/** A scan target as the scan path caches it: qr-catalog's view plus the trust context's warning. */
export interface CachedScanTarget extends ScanTarget {
  /** Reported by enough people and not cleared by an operator: scanners see an interstitial first. */
  reported: boolean;
}

/** What a scan (or a preview) of a slug comes to, decided in memory from the cached target. */
export type ScanVerdict =
  | { kind: 'not-found' }
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

export function scanVerdict(target: CachedScanTarget | null): ScanVerdict {
  if (!target) return { kind: 'not-found' };
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
