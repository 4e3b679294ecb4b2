import { randomUUID } from 'node:crypto';
import { describeUserAgent, GeoIp } from '@liveqr/api/platform';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Scan } from '../../../domain/scan';
import { scanVerdict } from '../../../domain/scan-verdict';
import { VisitorHasher } from '../../../infrastructure/visitor-hasher';
import { ScanRecorder } from '../../scan-recorder';
import { ScanTargetCache } from '../../scan-target-cache';
import { ScanQrCodeCommand, type ScanOutcome } from './scan-qr-code.command';

/** What `newSlug` of qr-catalog produces; anything else cannot be a code and costs no lookup. */
export const SLUG = /^[A-Za-z0-9]{1,16}$/;

/**
 * Resolves the slug from the cache, judges it in memory (destination policy, reports, state) and
 * records the scan of an active tracked code; the outcome is returned once the scan is stored.
 * Inactive, suspended, refused and unknown codes record nothing.
 */
@CommandHandler(ScanQrCodeCommand)
export class ScanQrCodeHandler implements ICommandHandler<ScanQrCodeCommand, ScanOutcome> {
  constructor(
    private readonly targets: ScanTargetCache,
    private readonly recorder: ScanRecorder,
    private readonly geoIp: GeoIp,
    private readonly visitors: VisitorHasher,
  ) {}

  async execute(command: ScanQrCodeCommand): Promise<ScanOutcome> {
    const verdict = scanVerdict(SLUG.test(command.slug) ? await this.targets.resolve(command.slug) : null);
    if (verdict.kind !== 'go') return verdict;
    // A code printed while tracked keeps redirecting after tracking is switched off, uncounted.
    if (verdict.tracked && command.isScan) await this.recorder.record(this.scanOf(verdict.qrCodeId, command));
    const { location, host, qrCodeId } = verdict;
    return verdict.reported ? { kind: 'interstitial', location, host, qrCodeId } : { kind: 'redirect', location };
  }

  private scanOf(qrCodeId: string, { ip, userAgent, at }: ScanQrCodeCommand): Scan {
    return {
      scanId: randomUUID(),
      qrCodeId,
      scannedAt: at.toISOString(),
      ipHash: this.visitors.hash(qrCodeId, ip),
      ...this.geoIp.locate(ip),
      ...describeUserAgent(userAgent),
    };
  }
}
