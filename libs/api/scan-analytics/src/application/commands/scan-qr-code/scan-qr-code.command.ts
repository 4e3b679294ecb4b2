import { Command } from '@nestjs/cqrs';
import type { ScanVerdict } from '../../../domain/scan-verdict';

/**
 * What the scan redirect answers: where to send the scanner, the interstitial of a reported code,
 * or one of the pages for codes it cannot follow.
 */
export type ScanOutcome =
  | { kind: 'redirect'; location: string }
  | { kind: 'interstitial'; location: string; host: string | null; qrCodeId: string }
  | Exclude<ScanVerdict, { kind: 'go' }>;

/** A phone opened `/s/{slug}`. */
export class ScanQrCodeCommand extends Command<ScanOutcome> {
  constructor(
    readonly slug: string,
    /** The client IP as the HTTP layer established it (socket, or X-Forwarded-For behind a trusted proxy). */
    readonly ip: string,
    readonly userAgent: string | undefined,
    /** False for a HEAD request (link checkers): answered the same, but it is not a scan. */
    readonly isScan = true,
    readonly at = new Date(),
  ) {
    super();
  }
}
