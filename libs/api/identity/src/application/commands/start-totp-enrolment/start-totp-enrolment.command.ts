import type { TotpEnrolment } from '@liveqr/shared/contracts';
import { Command } from '@nestjs/cqrs';

/** A new pending TOTP secret for the user (replacing a pending one), to be confirmed with a code. */
export class StartTotpEnrolmentCommand extends Command<TotpEnrolment> {
  constructor(readonly userId: string) {
    super();
  }
}
