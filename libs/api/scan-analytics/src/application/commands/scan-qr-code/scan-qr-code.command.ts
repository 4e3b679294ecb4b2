import type { ScanRefusal } from '@liveqr/shared/contracts';
import { Command } from '@nestjs/cqrs';

/** What the scan redirect answers: where to send the scanner, or which page to show. */
export type ScanOutcome =
  | { kind: 'redirect'; location: string }
  | { kind: 'refused'; reason: ScanRefusal; host: string }
  | { kind: 'inactive' }
  | { kind: 'not-found' };

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
