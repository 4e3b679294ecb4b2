import type { Actor } from './auth';

/**
 * The qr-catalog context's events, for the contexts that keep their own view of QR codes
 * (the scan path's slug cache, webhooks) and for the audit log. Plain classes so they travel on
 * the CQRS event bus without importing the qr-catalog context. `actor` is null for what LiveQR
 * does itself (a purge, an operator's suspension, a deleted workspace).
 */

/** A new code was saved. */
export class QrCodeCreatedEvent {
  constructor(
    readonly qrCodeId: string,
    readonly ownerId: string,
    readonly slug: string,
    readonly actor: Actor,
  ) {}
}

/**
 * Many codes were saved at once (a chunk of an import's rows): one event instead of one per code,
 * so a subscriber answers the whole chunk with one query. Per code it means what QrCodeCreatedEvent means.
 */
export class QrCodesCreatedEvent {
  constructor(
    readonly ownerId: string,
    readonly codes: ReadonlyArray<{ qrCodeId: string; slug: string }>,
    readonly actor: Actor,
  ) {}
}

/** Where a code's scans led before an edit and lead now (null: to a page of ours, not a URL). */
export interface DestinationChange {
  from: string | null;
  to: string | null;
}

/** What changed about one code, for the audit log; the scan path and webhooks only need to know that it did. */
export type QrCodeChange =
  /**
   * An edit. `destination` when where its scans lead moved; `rules` when its expiry, scan limit,
   * password, routing or split changed; `details` when its name, other content, design or tracking did.
   */
  | { kind: 'edited'; destination: DestinationChange | null; rules: boolean; details: boolean }
  | { kind: 'status'; active: boolean }
  /** An operator's decision after abuse reports. */
  | { kind: 'suspended'; suspended: boolean };

/** A code's name, content, customisation, rules or active state changed: its scan destination may have moved. */
export class QrCodeChangedEvent {
  constructor(
    readonly qrCodeId: string,
    readonly ownerId: string,
    /** The short id in `/s/{slug}`; only tracked codes encode it. */
    readonly slug: string,
    readonly change: QrCodeChange,
    readonly actor: Actor | null,
  ) {}
}

/**
 * One change to many codes at once: switched on or off, deleted (undoably), brought back, or
 * organised (moved to another folder, tags added or taken off: what a scan never sees).
 */
export type QrCodesChange =
  { kind: 'status'; active: boolean } | { kind: 'deleted' } | { kind: 'restored' } | { kind: 'organised' };

/**
 * Many codes changed at once (a bulk action): one event instead of one per code, so a subscriber
 * answers them all with one statement. Per code it means what QrCodeChangedEvent means; a deleted
 * code's slug stops resolving (QrCodeDeletedEvent follows when it is purged).
 */
export class QrCodesChangedEvent {
  constructor(
    readonly ownerId: string,
    readonly codes: ReadonlyArray<{ qrCodeId: string; slug: string }>,
    readonly change: QrCodesChange,
    readonly actor: Actor,
  ) {}
}

/** A code was deleted: its slug must stop resolving. */
export class QrCodeDeletedEvent {
  constructor(
    readonly qrCodeId: string,
    readonly ownerId: string,
    readonly slug: string,
    readonly actor: Actor | null,
  ) {}
}

/** What happened to a folder or tag: renamed, moved or recoloured is `updated`; a delete is undoable a while. */
export type OrganiserChange = 'created' | 'updated' | 'deleted' | 'restored';

/** A folder of codes was created, changed, deleted or restored; `name` is its name now (or when deleted). */
export class FolderChangedEvent {
  constructor(
    readonly ownerId: string,
    readonly folderId: string,
    readonly name: string,
    readonly change: OrganiserChange,
    readonly actor: Actor,
  ) {}
}

/** A tag was created, changed, deleted or restored; `name` is its name now (or when deleted). */
export class TagChangedEvent {
  constructor(
    readonly ownerId: string,
    readonly tagId: string,
    readonly name: string,
    readonly change: OrganiserChange,
    readonly actor: Actor,
  ) {}
}

/**
 * The destination blocklist was reloaded on this replica: scan targets resolved before may lead
 * to a host that is blocklisted now, so they are resolved again on their next scan.
 */
export class DestinationBlocklistChangedEvent {
  constructor(
    /** How many hosts the list holds now. */
    readonly hosts: number,
  ) {}
}

/** A code as the trust context's operators review it. */
export interface QrCodeForReview {
  id: string;
  slug: string;
  /** Where it answers: `https://{domain}/{slug}` on its custom domain, else `{PUBLIC_URL}/s/{slug}`. */
  shortLink: string;
  name: string;
  type: string;
  /** Where its scans lead, as people read it; null when it leads to a page of ours. */
  destination: string | null;
  isActive: boolean;
  suspended: boolean;
  /** The user who owns it: told when it is disabled, the only one who may appeal. */
  ownerId: string;
}

/** `queryBus.execute<DescribeQrCodesQuery, QrCodeForReview[]>(new DescribeQrCodesQuery(ids))`: unknown ids are left out. */
export class DescribeQrCodesQuery {
  constructor(readonly qrCodeIds: readonly string[]) {}
}

/**
 * A code by the slug its QR code encodes, for pages that must not reveal its id:
 * `queryBus.execute<DescribeQrCodeBySlugQuery, QrCodeForReview | null>(new DescribeQrCodeBySlugQuery(slug))`.
 */
export class DescribeQrCodeBySlugQuery {
  constructor(readonly slug: string) {}
}

/**
 * An operator disabled (or restored) a reported code: a suspended code answers like an inactive
 * one everywhere, and its owner cannot switch it back on. Sent by the trust context.
 */
export class SuspendQrCodeCommand {
  constructor(
    readonly qrCodeId: string,
    readonly suspended: boolean,
  ) {}
}

/** Why the destination policy refuses a URL: not http(s) or malformed, blocklisted, or not a public address. */
export type DestinationProblem = 'invalid' | 'blocklisted' | 'not_allowed' | 'not_public';

/**
 * The destination policy (public addresses, blocklist, DNS) for a URL that is not a QR code's, e.g.
 * a webhook's: `queryBus.execute<CheckDestinationQuery, DestinationProblem | null>(new CheckDestinationQuery(url))`.
 */
export class CheckDestinationQuery {
  constructor(readonly url: string) {}
}

/**
 * The largest import file (CSV or workbook) the API reads: 5,000 rows of the widest type take well
 * under it. The server refuses a larger one before reading it; the command line before sending it.
 */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
