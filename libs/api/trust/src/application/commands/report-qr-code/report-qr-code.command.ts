import type { ReportReason } from '@liveqr/shared/contracts';
import { Command } from '@nestjs/cqrs';

export interface AbuseReportInput {
  reason: ReportReason;
  details: string;
  /** An e-mail address, or null. */
  contact: string | null;
}

/** Someone reported a code from its public page or a scan warning page. */
export class ReportQrCodeCommand extends Command<void> {
  constructor(
    readonly qrCodeId: string,
    /** The reporter's IP as the HTTP layer established it; only its keyed hash is stored. */
    readonly ip: string,
    readonly report: AbuseReportInput,
    readonly at = new Date(),
  ) {
    super();
  }
}
