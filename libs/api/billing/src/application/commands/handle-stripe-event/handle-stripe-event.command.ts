import { Command } from '@nestjs/cqrs';

/** A webhook delivery as received: verified against the raw bytes, then processed once. */
export class HandleStripeEventCommand extends Command<void> {
  constructor(
    readonly rawBody: Buffer,
    readonly signature: string | undefined,
  ) {
    super();
  }
}
