import { createHash } from 'node:crypto';
import type { QrCustomization, QrSymbolInfo } from '@liveqr/qr-render';
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
}
