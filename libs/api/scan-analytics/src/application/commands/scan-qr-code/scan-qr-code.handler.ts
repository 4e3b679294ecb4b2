import { randomUUID } from 'node:crypto';
import type { ScanDestination, ScanTarget } from '@liveqr/shared/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Scan } from '../../../domain/scan';
import { GeoIp } from '../../../infrastructure/geo-ip';
import { describeUserAgent } from '../../../infrastructure/user-agent';
import { VisitorHasher } from '../../../infrastructure/visitor-hasher';
import { ScanRecorder } from '../../scan-recorder';
import { ScanTargetCache } from '../../scan-target-cache';
import { ScanQrCodeCommand, type ScanOutcome } from './scan-qr-code.command';

/** What `newSlug` of qr-catalog produces; anything else cannot be a code and costs no lookup. */
const SLUG = /^[A-Za-z0-9]{1,16}$/;

/**
 * Resolves the slug from the cache and records the scan of an active tracked code; the outcome
 * is returned once the scan is stored. Inactive and unknown codes record nothing.
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
    const target = SLUG.test(command.slug) ? await this.targets.resolve(command.slug) : null;
    if (!target) return { kind: 'not-found' };
    if (!target.active) return { kind: 'inactive' };
    const { destination } = target;
    // The destination policy's verdict travels in the cached target: nothing is looked up per scan.
    if (destination.kind === 'refused') return { kind: 'refused', reason: destination.reason, host: destination.host };
    const location = locationOf(destination);
    if (!location) return { kind: 'not-found' };
    // A code printed while tracked keeps redirecting after tracking is switched off, uncounted.
    if (target.tracked && command.isScan) await this.recorder.record(this.scanOf(target, command));
    return { kind: 'redirect', location };
  }

  private scanOf({ qrCodeId }: ScanTarget, { ip, userAgent, at }: ScanQrCodeCommand): Scan {
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

function locationOf(destination: Exclude<ScanDestination, { kind: 'refused' }>): string | null {
  switch (destination.kind) {
    case 'redirect':
      return destination.url;
    case 'page':
      return destination.path;
    case 'untrackable':
      return null;
  }
}
