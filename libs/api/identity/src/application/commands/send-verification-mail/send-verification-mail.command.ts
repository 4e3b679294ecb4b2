import { Command } from '@nestjs/cqrs';

/** "Resend" on the banner: a new verification link for the account's address (older ones stop working). */
export class SendVerificationMailCommand extends Command<void> {
  constructor(readonly userId: string) {
    super();
  }
}
