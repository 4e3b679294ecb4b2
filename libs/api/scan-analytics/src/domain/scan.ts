import type { ScanRoute } from '@liveqr/shared/contracts';

/** One scan as it is written to `qr_scans` (and, when the database is unreachable, to the spool). */
export interface Scan {
  /** Generated when the scan is answered, so a replayed spool cannot insert it twice. */
  scanId: string;
  qrCodeId: string;
  /**
   * The code's owner, from the cached scan target: decides in memory whether anyone listens for the
   * scan. Not a column of `qr_scans`; absent in scans spooled before scans carried it.
   */
  ownerId?: string;
  /** ISO timestamp. */
  scannedAt: string;
  /** Keyed HMAC of the client IP, scoped to the code; the IP itself is never stored. */
  ipHash: string;
  /** ISO 3166-1 alpha-2 code. */
  country: string | null;
  city: string | null;
  operatingSystem: string | null;
  deviceType: string;
  browser: string | null;
  /** Bots and link previewers are stored but left out of the code's counters. */
  isBot: boolean;
  /** Which routing rule or split variant sent the scanner on; absent in scans spooled before rules existed. */
  route?: ScanRoute;
}
