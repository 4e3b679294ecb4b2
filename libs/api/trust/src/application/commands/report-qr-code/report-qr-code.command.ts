import type { ReportReason } from '@liveqr/shared/contracts';
import { Command } from '@nestjs/cqrs';

export interface AbuseReportInput {
  reason: ReportReason;
  details: string;
  /** An e-mail address, or null. */
  contact: string | null;
}

/**
 * Someone reported a code: from its public page (which its id addresses) or from a scan page
 * (which names it by its slug only).
 */
export class ReportQrCodeCommand extends Command<void> {
  constructor(
    readonly code: { qrCodeId: string } | { slug: string },
    /** The reporter's IP as the HTTP layer established it; only its keyed hash is stored. */
    readonly ip: string,
    readonly report: AbuseReportInput,
    readonly at = new Date(),
  ) {
    super();
  }
}
