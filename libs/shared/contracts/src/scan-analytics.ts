import type { RoutingCondition, ScanRoute } from './code-rules';
import type { SqlTransaction } from './sql-transaction';

/**
 * The scan path's questions to the qr-catalog context. Plain classes so they travel on the CQRS
 * query bus without either context importing the other.
 */

/**
 * Where a scan of a tracked code lands: a URL, one of the public pages, nowhere (wifi), or a
 * warning page because the destination policy refuses the URL now (e.g. its host was blocklisted
 * after the code was saved). Decided when the target is resolved, so a scan only reads it.
 */
export type ScanDestination =
  | {
      kind: 'redirect';
      /** The Location header: ASCII only (punycode host, percent-encoded path). */
      url: string;
      /** The host as people read it (Unicode), for the preview and warning pages. */
      host: string;
    }
  | { kind: 'page'; path: string }
  | { kind: 'refused'; reason: ScanRefusal; host: string }
  | { kind: 'untrackable' };

/** 'blocklisted': the host is on the blocklist; 'not_allowed': another rule of the destination policy. */
export type ScanRefusal = 'blocklisted' | 'not_allowed';

/** What the scan redirect needs to know about the code behind a slug. */
export interface ScanTarget {
  qrCodeId: string;
  /** Whose code it is: the scan carries it, so whether anyone listens for it is decided in memory. */
  ownerId: string;
  /**
   * The custom domain the code was created on (null: LiveQR's host). On a custom domain only the
   * codes of the domain's workspace answer; a code whose domain was disabled or removed answers
   * "no longer available" on every host.
   */
  domainId: string | null;
  /** Its hostname, which the code encodes: once the domain is gone, only that name still answers for the code. */
  domainHostname: string | null;
  active: boolean;
  /** Disabled by an operator after abuse reports: answered like an inactive code, with its own page. */
  suspended: boolean;
  tracked: boolean;
  /** The default destination: where a scan lands when no rule sends it elsewhere. */
  destination: ScanDestination;
  /** Null for a code without rules: its scans need nothing but `destination`. */
  rules: ScanRules | null;
}

/**
 * A code's rules as the scan path evaluates them, in memory, from the scan's own facts and the
 * clock; every URL already judged by the destination policy like the default destination.
 */
export interface ScanRules {
  /** ISO date-time. */
  expiresAt: string | null;
  /** Counted in the database: `CountLimitedScanCommand`. */
  scanLimit: number | null;
  /** Where an expired code sends scanners; null: the expired page (410). */
  fallback: ScanDestination | null;
  /** argon2id; visitors must enter the password before they are sent on. */
  passwordHash: string | null;
  /** In order: the first that matches wins. */
  routes: Array<{ when: RoutingCondition; destination: ScanDestination }>;
  /** Split test of the default destination, by weight. */
  split: Array<{ weight: number; destination: ScanDestination }>;
}

/**
 * Counts one scan of a code with a scan limit, atomically in the database; answered with false
 * when the limit is already reached (nothing is counted then). `counted` false (bots, HEAD
 * requests) only asks whether scans are left:
 * `commandBus.execute<CountLimitedScanCommand, boolean>(new CountLimitedScanCommand(qrCodeId, true))`.
 */
export class CountLimitedScanCommand {
  constructor(
    readonly qrCodeId: string,
    readonly counted: boolean,
  ) {}
}

/** What one roll-up counted for one code: its people's scans, its new visitors, its latest scan. */
export interface CodeScanCounts {
  qrCodeId: string;
  scans: number;
  newVisitors: number;
  /** ISO timestamp; null when only bots scanned it in this roll-up. */
  lastScannedAt: string | null;
}

/**
 * Adds a roll-up's counts to the codes' all-time counters (answered by qr-catalog, which owns them),
 * within `transaction`: the roll-up takes its scans from the queue in that transaction, so they are
 * counted exactly once. `counts` is sorted by code id, the order every roll-up locks codes in.
 * `commandBus.execute<RecordScanCountsCommand, void>(new RecordScanCountsCommand(counts, transaction))`.
 */
export class RecordScanCountsCommand {
  constructor(
    readonly counts: readonly CodeScanCounts[],
    readonly transaction: SqlTransaction,
  ) {}
}

/**
 * Answered by the qr-catalog context with a `ScanTarget`, or null when no code has the slug:
 * `queryBus.execute<ResolveScanTargetQuery, ScanTarget | null>(new ResolveScanTargetQuery(slug))`.
 */
export class ResolveScanTargetQuery {
  constructor(readonly slug: string) {}
}

/**
 * A code as the analytics context needs it, answered by qr-catalog for the owner only (null for
 * anyone else's or an unknown id). The counters are the exact all-time figures.
 */
export interface AnalysedQrCode {
  id: string;
  name: string;
  type: string;
  isTracked: boolean;
  isActive: boolean;
  scanCount: number;
  uniqueScanCount: number;
  createdAt: string;
}

/** `queryBus.execute<GetOwnedQrCodeQuery, AnalysedQrCode | null>(new GetOwnedQrCodeQuery(ownerId, qrCodeId))`. */
export class GetOwnedQrCodeQuery {
  constructor(
    readonly ownerId: string,
    readonly qrCodeId: string,
  ) {}
}

/**
 * `queryBus.execute<ListOwnedQrCodesQuery, AnalysedQrCode[]>(new ListOwnedQrCodesQuery(ownerId, ids?))`:
 * newest first; with `ids`, only those of them that are the owner's.
 */
export class ListOwnedQrCodesQuery {
  constructor(
    readonly ownerId: string,
    readonly ids?: readonly string[],
  ) {}
}

/** A folder (with or without its subfolders) and/or tags: the codes that are in it and carry every tag. */
export interface QrCodeScope {
  folderId?: string;
  includeSubfolders?: boolean;
  tagIds?: readonly string[];
}

/**
 * `queryBus.execute<ListScopedQrCodeIdsQuery, string[]>(new ListScopedQrCodeIdsQuery(ownerId, scope))`:
 * the ids of the owner's live codes in the scope. A folder or tag that is not the owner's is refused
 * by qr-catalog with its own 404 (`folder_not_found`, `tag_not_found`).
 */
export class ListScopedQrCodeIdsQuery {
  constructor(
    readonly ownerId: string,
    readonly scope: QrCodeScope,
  ) {}
}

export interface OwnedFolderView {
  id: string;
  name: string;
}

/**
 * `queryBus.execute<GetOwnedFolderQuery, OwnedFolderView>(new GetOwnedFolderQuery(ownerId, folderId))`:
 * one of the owner's folders; anyone else's, or a deleted one, is refused by qr-catalog with its
 * 404 `folder_not_found`.
 */
export class GetOwnedFolderQuery {
  constructor(
    readonly ownerId: string,
    readonly folderId: string,
  ) {}
}

/** The Date Range options (spec §2 /analytics); 7days is the default. */
export const ANALYTICS_RANGES = ['7days', '30days', '90days', 'all'] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];
export const DEFAULT_ANALYTICS_RANGE: AnalyticsRange = '7days';
/** Spec §9. */
export const TOP_COUNTRIES_LIMIT = 5;
export const TOP_CITIES_LIMIT = 5;
export const RECENT_SCANS_LIMIT = 10;

/** A stored scan as other contexts learn of it: no visitor hash, nothing that identifies the scanner. */
export interface RecordedScan {
  scanId: string;
  qrCodeId: string;
  /** The code's owner when the scan was answered; absent in scans spooled before scans carried it. */
  ownerId?: string;
  /** ISO timestamp. */
  scannedAt: string;
  country: string | null;
  city: string | null;
  deviceType: string;
  operatingSystem: string | null;
  browser: string | null;
  isBot: boolean;
  /** Which routing rule or split variant sent the scanner on; absent in scans spooled before rules existed. */
  route?: ScanRoute;
}
