import { Command } from '@nestjs/cqrs';

/** Stores a visitor's message and forwards it to the support address. */
export class SendContactMessageCommand extends Command<void> {
  constructor(
    readonly name: string,
    readonly email: string,
    readonly message: string,
  ) {
    super();
  }
}
