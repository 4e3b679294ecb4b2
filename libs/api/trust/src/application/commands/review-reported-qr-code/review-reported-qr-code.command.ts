import { Command } from '@nestjs/cqrs';
import type { ReportedQrCodeView } from '../../reported-qr-code-views';

export type ReviewAction = 'clear' | 'disable' | 'uphold';

/**
 * An operator's decision on a reported code: clear (the reports were unfounded; the interstitial
 * ends and a disabled code works again, which reinstates it if its owner appealed), disable (it
 * answers like an inactive code everywhere) or uphold (its owner's open appeal is declined). The
 * owner is told of each, by mail.
 */
export class ReviewReportedQrCodeCommand extends Command<ReportedQrCodeView> {
  constructor(
    readonly qrCodeId: string,
    readonly action: ReviewAction,
    /** The operator's e-mail, kept with the decision. */
    readonly operator: string,
  ) {
    super();
  }
}
