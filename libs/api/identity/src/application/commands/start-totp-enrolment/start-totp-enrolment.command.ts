import { Command } from '@nestjs/cqrs';

/** A new authenticator secret, pending until a code of it confirms it (POST /api/account/mfa/totp). */
export interface TotpEnrolment {
  /** Base32, for typing into an authenticator app by hand. */
  secret: string;
  /** `otpauth://totp/...`, shown as a QR code. */
  otpauthUrl: string;
}

/** A new pending TOTP secret for the user (replacing a pending one), to be confirmed with a code. */
export class StartTotpEnrolmentCommand extends Command<TotpEnrolment> {
  constructor(readonly userId: string) {
    super();
  }
}
