import { createHash } from 'node:crypto';
import { checkDesign, type QrCustomization, type QrSymbolInfo, validateCustomization } from '@liveqr/qr-render';
import { checkScannable, type ScannableCheck } from '@liveqr/qr-render/node';
import { Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { designRefusalException } from '../domain/qr-catalog.exception';
import { type CodeIdentity, newIdentity } from '../domain/slug';

/**
 * How many identities a new code may draw before its design is refused. Some designs scan for most
 * slugs but not all (the data modules differ); each draw is a full render-and-decode (~100 ms), so
 * a refusal costs at most this many.
 */
export const IDENTITY_ATTEMPTS = 8;

/** What a code stores of a verdict: the size scanners need when it is more than the modules need. */
export function scanMinimumOf(symbol: QrSymbolInfo): number | null {
  return symbol.minimumSizeReason === 'scanners' ? symbol.minimumSize : null;
}

/** The symbol of a stored code as the scan guarantee found it: raised to the code's scan minimum, if any. */
export function withScanMinimum(symbol: QrSymbolInfo, scanMinimumSize: number | null | undefined): QrSymbolInfo {
  return scanMinimumSize && scanMinimumSize > symbol.minimumSize
    ? { ...symbol, minimumSize: scanMinimumSize, minimumSizeReason: 'scanners' }
    : symbol;
}

/** The payload a new code would print with a given identity. */
export type PayloadOf = (identity: CodeIdentity) => string;

/**
 * The scan guarantee on the server: every design saved (created, edited, applied from a brand kit)
 * must pass qr-render's `checkScannable` for the payload it will hold. Verdicts are remembered, so
 * the creator's live design check and the Save that follows pay for one render-and-decode.
 */
@Injectable()
export class ScanGuarantee {
  private readonly verdicts = new LRUCache<string, Promise<ScannableCheck>>({ max: 500 });
  private readonly bulkVerdicts = new LRUCache<string, Promise<ScannableCheck>>({ max: 500 });
  /**
   * Identities the design check proved and nobody has used yet, per payload shape and design: the
   * Save that follows a check takes the very identity the check approved.
   */
  private readonly spares = new LRUCache<string, CodeIdentity>({ max: 500 });

  /** The full verdict, refusals included: for the design-check route. */
  check(payload: string, design: unknown): Promise<ScannableCheck> {
    const key = createHash('sha256')
      .update(payload)
      .update('\0')
      .update(JSON.stringify(design ?? null))
      .digest('hex');
    let verdict = this.verdicts.get(key);
    if (!verdict) {
      verdict = checkScannable(payload, design);
      this.verdicts.set(key, verdict);
      verdict.catch(() => this.verdicts.delete(key));
    }
    return verdict;
  }

  /**
   * The one decision the design check and Save share for a code not saved yet: draws identities
   * until the design scans with one (at most IDENTITY_ATTEMPTS; once when the payload holds neither
   * id nor slug, or the design breaks a rule every payload of its size breaks). `take` (Save) uses
   * up the identity found; otherwise (the check) it stays for the next Save of that design.
   */
  async forNewCode(
    payloadOf: PayloadOf,
    raw: unknown,
    { take }: { take: boolean },
  ): Promise<{ verdict: ScannableCheck; identity: CodeIdentity }> {
    // The check sends the design as typed, Save the same design with its defaults filled in.
    const valid = validateCustomization(raw);
    const design = valid.ok ? valid.customization : raw;
    const key = createHash('sha256')
      .update(payloadOf({ id: '', slug: '' }))
      .update('\0')
      .update(JSON.stringify(design ?? null))
      .digest('hex');
    const spare = this.spares.get(key);
    if (spare && take) this.spares.delete(key);
    let identity = spare ?? newIdentity();
    let verdict = await this.check(payloadOf(identity), design);
    const varies = payloadOf(newIdentity()) !== payloadOf(identity);
    for (
      let attempt = 1;
      !verdict.ok && verdict.problem === 'unscannable' && varies && attempt < IDENTITY_ATTEMPTS;
      attempt++
    ) {
      identity = newIdentity();
      verdict = await this.check(payloadOf(identity), design);
    }
    if (verdict.ok && !take) this.spares.set(key, identity);
    return { verdict, identity };
  }

  /**
   * Save's side of `forNewCode`: the identity to create the code with and the symbol it scans as; a
   * refusal becomes the qr-catalog error.
   */
  async assertScannableNewCode(
    payloadOf: PayloadOf,
    design: QrCustomization,
  ): Promise<{ identity: CodeIdentity; symbol: QrSymbolInfo }> {
    const { verdict, identity } = await this.forNewCode(payloadOf, design, { take: true });
    if (verdict.ok) return { identity, symbol: verdict.symbol };
    throw designRefusalException(verdict);
  }

  /** The symbol a valid design makes; a refusal becomes the qr-catalog error carrying it. */
  async assertScannable(payload: string, design: QrCustomization): Promise<QrSymbolInfo> {
    const verdict = await this.check(payload, design);
    if (verdict.ok) return verdict.symbol;
    throw designRefusalException(verdict);
  }

  /**
   * The guarantee for the rows of an import, where a full render-and-decode per row would take
   * minutes: the design rules (capacity, logo budget, contrast) for the row's own identity, and the
   * render-and-decode proof (`forNewCode`, as the check draws it) once per design and symbol
   * version. Rows alike in both differ only in their data modules; finders, timing, alignment and
   * the design's shapes are the same.
   */
  async assertScannableInBulk(
    payloadOf: PayloadOf,
    identity: CodeIdentity,
    design: QrCustomization,
  ): Promise<QrSymbolInfo> {
    const rules = checkDesign(payloadOf(identity), design);
    if (!rules.ok) throw designRefusalException(rules);
    const { version, errorCorrection } = rules.symbol;
    const key = `${version}:${errorCorrection}:${JSON.stringify(design)}`;
    let verdict = this.bulkVerdicts.get(key);
    if (!verdict) {
      verdict = this.forNewCode(payloadOf, design, { take: false }).then(({ verdict: proof }) => proof);
      this.bulkVerdicts.set(key, verdict);
    }
    const proven = await verdict;
    if (!proven.ok) throw designRefusalException(proven);
    return withScanMinimum(rules.symbol, scanMinimumOf(proven.symbol));
  }
}
