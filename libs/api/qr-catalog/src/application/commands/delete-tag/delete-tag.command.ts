import { Command } from '@nestjs/cqrs';

/** The tag comes off every code that carried it; the codes stay. */
export class DeleteTagCommand extends Command<void> {
  constructor(
    readonly ownerId: string,
    readonly id: string,
  ) {
    super();
  }
}
