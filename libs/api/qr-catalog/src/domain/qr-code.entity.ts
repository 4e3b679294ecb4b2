import { defineEntity, p } from '@mikro-orm/postgresql';
import {
  defaultName,
  encodePayload,
  isTrackable,
  parseDestination,
  type QrContent,
  type QrTypeId,
  trackedPayload,
  trackedTarget,
} from '@liveqr/qr-content';
import type { QrCustomization } from '@liveqr/qr-render';
import type { CodeDomain, ExpiryRule, QrCodeChange, RoutingRule, SplitVariant } from '@liveqr/shared/contracts';

const QrCodeSchema = defineEntity({
  name: 'QrCode',
  tableName: 'qr_codes',
  // A code deleted in bulk waits out its undo window soft-deleted: gone for every read until purged or restored.
  filters: { live: { name: 'live', cond: { deletedAt: null }, default: true } },
  properties: {
    id: p.uuid().primary(),
    /** The owner; every read and write is scoped by it. */
    userId: p.uuid(),
    name: p.string(),
    type: p.string().$type<QrTypeId>(),
    /** Normalised by `validateContent` of @liveqr/qr-content before it is stored. */
    content: p.json<QrContent>(),
    /** Validated and filled with defaults by `validateCustomization` of @liveqr/qr-render. */
    customization: p.json<QrCustomization>(),
    /**
     * The smallest image size (px) the design scans at, when the scan guarantee found scanners that
     * need more than its modules do; null: the modules' minimum (`QrSymbolInfo.minimumSize`).
     */
    scanMinimumSize: p.integer().nullable(),
    /** Short URL-safe id: a tracked code encodes `{PUBLIC_URL}/s/{slug}` (or `https://{domain}/{slug}`). Never changes. */
    slug: p.string(),
    /**
     * The workspace's custom domain the code was created on (null: LiveQR's host), and its hostname,
     * which never changes for a domain: both are printed, so neither changes for the code either.
     */
    domainId: p.uuid().nullable(),
    domainHostname: p.string().nullable(),
    /** Where the saved image is served (rendered on request, so it always matches the content). */
    qrImageUrl: p.string(),
    /** Null: not in a folder. */
    folderId: p.uuid().nullable(),
    isDynamic: p.boolean(),
    isActive: p.boolean(),
    isTracked: p.boolean(),
    /** Set while an operator has disabled the code after abuse reports; the owner's toggle cannot undo it. */
    suspendedAt: p.datetime().nullable(),
    scanCount: p.integer(),
    uniqueScanCount: p.integer(),
    /** The code's rules (@liveqr/qr-content checks them): they travel with the scan target. */
    expiresAt: p.datetime().nullable(),
    scanLimit: p.integer().nullable(),
    /**
     * Counted scans (bots excluded) since the scan limit was set. Scans move it only with one
     * atomic update in the database (`ScanLimitCounter`), so concurrent scanners cannot overshoot
     * the limit; the entity only resets it when a limit is set or removed.
     */
    limitedScanCount: p.integer(),
    fallbackUrl: p.text().nullable(),
    /** argon2id of the visitors' password; the password itself is never stored or returned. */
    passwordHash: p.text().nullable(),
    routing: p.json<RoutingRule[]>(),
    split: p.json<SplitVariant[]>(),
    /** Kept by the scan roll-up with the counters. */
    lastScannedAt: p.datetime().nullable(),
    /** Set by a bulk delete until its undo window has passed (then the row is purged) or it is undone. */
    deletedAt: p.datetime().nullable(),
    /** Which bulk delete took the code, so its undo restores exactly those codes. */
    deletionId: p.uuid().nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});

/** Already validated input: the handlers check raw requests with the qr-content and qr-render rules. */
export interface NewQrCode<T extends QrTypeId = QrTypeId> {
  id: string;
  ownerId: string;
  slug: string;
  /** The verified custom domain it answers on; absent: LiveQR's host. */
  domain?: CodeDomain | null;
  type: T;
  name?: string;
  content: QrContent<T>;
  customization: QrCustomization;
  /** What the scan guarantee found for the design (see the property); absent: the modules' minimum. */
  scanMinimumSize?: number | null;
  /** Default on; ignored (always off) for types that cannot be tracked. */
  tracked?: boolean;
  rules?: QrCodeRuleChanges;
}

/** Checked rules; each one given replaces the code's, null removes it. */
export interface QrCodeRuleChanges {
  expiry?: ExpiryRule | null;
  routing?: RoutingRule[];
  split?: SplitVariant[];
  /** Already hashed. */
  passwordHash?: string | null;
}

export interface QrCodeChanges {
  name?: string;
  content?: QrContent;
  customization?: QrCustomization;
  /** Given with every change of content or design: the scan guarantee's verdict for the result. */
  scanMinimumSize?: number | null;
  tracked?: boolean;
  rules?: QrCodeRuleChanges;
}

/** What an edit is compared by (see QrCode.changeSince): where scans lead, the rules, and the rest people see. */
export interface QrCodeSnapshot {
  destination: string | null;
  rules: string;
  details: string;
}

/**
 * Whether a visitor may see a code's content outside the scan: `open`, or how the scan would have
 * refused them (the inactive page, the expired page, the password page).
 */
export type PublicAccess = 'open' | 'inactive' | 'expired' | 'password';

export class QrCode extends QrCodeSchema.class {
  /** Spec §4 and §9: dynamic, active, counts at 0, name '{type} QR Code' when left blank. */
  static create<T extends QrTypeId>(input: NewQrCode<T>, now = new Date()): QrCode {
    const code = new QrCode();
    code.id = input.id;
    code.userId = input.ownerId;
    code.slug = input.slug;
    code.domainId = input.domain?.id ?? null;
    code.domainHostname = input.domain?.hostname ?? null;
    code.type = input.type;
    code.name = nameOrDefault(input.name, input.type);
    code.content = input.content;
    code.customization = input.customization;
    code.scanMinimumSize = input.scanMinimumSize ?? null;
    code.qrImageUrl = `/api/qr-codes/${input.id}/image`;
    code.folderId = null;
    code.lastScannedAt = null;
    code.deletedAt = null;
    code.deletionId = null;
    code.isDynamic = true;
    code.isActive = true;
    code.isTracked = isTrackable(input.type) && (input.tracked ?? true);
    code.suspendedAt = null;
    code.scanCount = 0;
    code.uniqueScanCount = 0;
    code.expiresAt = null;
    code.scanLimit = null;
    code.limitedScanCount = 0;
    code.fallbackUrl = null;
    code.passwordHash = null;
    code.routing = [];
    code.split = [];
    if (input.rules) code.setRules(input.rules);
    code.createdAt = now;
    code.updatedAt = now;
    return code;
  }

  /** Content is checked against this code's type by the caller; the type itself never changes. The slug stays. */
  edit(changes: QrCodeChanges, now = new Date()): void {
    if (changes.name !== undefined) this.name = nameOrDefault(changes.name, this.type);
    if (changes.content !== undefined) this.content = changes.content;
    if (changes.customization !== undefined) this.customization = changes.customization;
    if (changes.scanMinimumSize !== undefined) this.scanMinimumSize = changes.scanMinimumSize;
    if (changes.tracked !== undefined) this.isTracked = isTrackable(this.type) && changes.tracked;
    if (changes.rules) this.setRules(changes.rules);
    this.updatedAt = now;
  }

  get expiry(): ExpiryRule | null {
    if (!this.expiresAt && !this.scanLimit) return null;
    return {
      ...(this.expiresAt ? { at: this.expiresAt.toISOString() } : {}),
      ...(this.scanLimit ? { scanLimit: this.scanLimit } : {}),
      ...(this.fallbackUrl ? { fallbackUrl: this.fallbackUrl } : {}),
    };
  }

  /** Past its date or out of scans: scanners get the fallback URL or the expired page. */
  isExpired(now = new Date()): boolean {
    return (!!this.expiresAt && this.expiresAt <= now) || (!!this.scanLimit && this.limitedScanCount >= this.scanLimit);
  }

  /**
   * What a visitor gets of the code's page, public data and files: the scan's answer, in its order
   * (state, date, password, scan limit), read from this row, whose scan counter the scan path keeps.
   * `passed`: the visitor holds the code's pass, given by the scan path when it let them through
   * its password and scan limit (the last scan allowed lands on the page with the limit reached).
   */
  publicAccess(passed: boolean, now = new Date()): PublicAccess {
    if (!this.isAvailable) return 'inactive';
    if (this.expiresAt && this.expiresAt <= now) return 'expired';
    if (passed) return 'open';
    if (this.passwordHash !== null) return 'password';
    return this.scanLimit && this.limitedScanCount >= this.scanLimit ? 'expired' : 'open';
  }

  private setRules({ expiry, routing, split, passwordHash }: QrCodeRuleChanges): void {
    if (expiry !== undefined) {
      // A new limit counts from now; raising or lowering one keeps the scans already counted (extending).
      if (expiry?.scanLimit === undefined || !this.scanLimit) this.limitedScanCount = 0;
      this.expiresAt = expiry?.at === undefined ? null : new Date(expiry.at);
      this.scanLimit = expiry?.scanLimit ?? null;
      this.fallbackUrl = expiry?.fallbackUrl ?? null;
    }
    if (routing !== undefined) this.routing = routing;
    if (split !== undefined) this.split = split;
    if (passwordHash !== undefined) this.passwordHash = passwordHash;
  }

  toggleActive(now = new Date()): void {
    this.isActive = !this.isActive;
    this.updatedAt = now;
  }

  /** An operator's decision after abuse reports (trust context); the owner's active switch is left as it was. */
  suspend(suspended: boolean, now = new Date()): void {
    this.suspendedAt = suspended ? (this.suspendedAt ?? now) : null;
    this.updatedAt = now;
  }

  /** Scanners and visitors get its content only while it is active and not suspended. */
  get isAvailable(): boolean {
    return this.isActive && this.suspendedAt === null;
  }

  /**
   * Where the code answers on LiveQR: every type but wifi (untracked codes answer there too, without
   * counting the scan); null for wifi, which cannot send a phone anywhere.
   */
  shortUrl(publicUrl: string): string | null {
    return isTrackable(this.type) ? this.link(publicUrl) : null;
  }

  /** The custom domain it was created on; null: LiveQR's host. */
  get domain(): CodeDomain | null {
    return this.domainId && this.domainHostname ? { id: this.domainId, hostname: this.domainHostname } : null;
  }

  /** Its short link, on its custom domain or LiveQR's host: what a tracked code encodes. */
  link(publicUrl: string): string {
    return trackedPayload(publicUrl, this.slug, this.domainHostname);
  }

  /** Where its scans lead, as people read it; null when they land on a page of ours. */
  destination(publicUrl: string): string | null {
    const target = trackedTarget(this.type, this.content, this.id, publicUrl);
    return target.kind === 'redirect' ? (parseDestination(target.url)?.url ?? target.url) : null;
  }

  /**
   * Taken before an edit, for `changeSince`. Content is one of the details only for a code that
   * leads to a page of ours: one that leads to a URL has that URL as its content.
   */
  snapshot(publicUrl: string): QrCodeSnapshot {
    const destination = this.destination(publicUrl);
    return {
      destination,
      rules: canonicalJson([this.expiry, this.routing, this.split, this.passwordHash]),
      details: canonicalJson([
        this.name,
        this.customization,
        this.isTracked,
        destination === null ? this.content : null,
      ]),
    };
  }

  /** What an edit changed since `before` was taken, for the audit log. */
  changeSince(before: QrCodeSnapshot, publicUrl: string): QrCodeChange {
    const after = this.snapshot(publicUrl);
    return {
      kind: 'edited',
      destination:
        before.destination === after.destination ? null : { from: before.destination, to: after.destination },
      rules: before.rules !== after.rules,
      details: before.details !== after.details,
    };
  }

  /** What the printed code holds: the scan redirect when tracked, otherwise the content itself. */
  payload(publicUrl: string): string {
    return this.isTracked ? this.link(publicUrl) : encodePayload(this.type, this.content, { publicUrl, id: this.id });
  }
}
QrCodeSchema.setClass(QrCode);

function nameOrDefault(name: string | undefined, type: QrTypeId): string {
  const trimmed = name?.trim() ?? '';
  return trimmed === '' ? defaultName(type) : trimmed;
}

/** JSON with every object's keys sorted: a stored design or rule comes back from jsonb in another key order. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item !== null && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}
