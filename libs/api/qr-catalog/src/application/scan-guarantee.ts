import { createHash } from 'node:crypto';
import { checkDesign, type QrCustomization, type QrSymbolInfo } from '@liveqr/qr-render';
import { checkScannable, type ScannableCheck } from '@liveqr/qr-render/node';
import { Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { designRefusalException } from '../domain/qr-catalog.exception';

/**
 * The scan guarantee on the server: every design saved (created, edited, applied from a brand kit)
 * must pass qr-render's `checkScannable` for the payload it will hold. Verdicts are remembered, so
 * the creator's live design check and the Save that follows pay for one render-and-decode.
 */
@Injectable()
export class ScanGuarantee {
  private readonly verdicts = new LRUCache<string, Promise<ScannableCheck>>({ max: 500 });
  private readonly bulkVerdicts = new LRUCache<string, Promise<ScannableCheck>>({ max: 500 });

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

  /** The symbol a valid design makes; a refusal becomes the qr-catalog error carrying it. */
  async assertScannable(payload: string, design: QrCustomization): Promise<QrSymbolInfo> {
    const verdict = await this.check(payload, design);
    if (verdict.ok) return verdict.symbol;
    throw designRefusalException(verdict);
  }

  /**
   * The guarantee for the rows of an import, where a full render-and-decode per row would take
   * minutes: the design rules (capacity, logo budget, contrast) for each exact payload, and the
   * render-and-decode proof once per design and symbol version. Rows alike in both differ only in
   * their data modules; finders, timing, alignment and the design's shapes are the same.
   */
  async assertScannableInBulk(payload: string, design: QrCustomization): Promise<QrSymbolInfo> {
    const rules = checkDesign(payload, design);
    if (!rules.ok) throw designRefusalException(rules);
    const { version, errorCorrection } = rules.symbol;
    const key = `${version}:${errorCorrection}:${JSON.stringify(design)}`;
    let verdict = this.bulkVerdicts.get(key);
    if (!verdict) {
      verdict = this.check(payload, design);
      this.bulkVerdicts.set(key, verdict);
    }
    const proven = await verdict;
    if (!proven.ok) throw designRefusalException(proven);
    return rules.symbol;
  }
}
