import { Command } from '@nestjs/cqrs';

/**
 * A new authenticator secret, pending until a code of it confirms it (POST /api/account/mfa/totp):
 * in base32, for typing into an authenticator app by hand, and as its `otpauth://totp/...` URL, shown
 * as a QR code. Its HTTP shape is TotpEnrolmentResponseDto.
 */
export function totpEnrolment(secret: string, otpauthUrl: string) {
  return { secret, otpauthUrl };
}

export type TotpEnrolment = ReturnType<typeof totpEnrolment>;

/** A new pending TOTP secret for the user (replacing a pending one), to be confirmed with a code. */
export class StartTotpEnrolmentCommand extends Command<TotpEnrolment> {
  constructor(readonly userId: string) {
    super();
  }
}
