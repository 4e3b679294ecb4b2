import { Command } from '@nestjs/cqrs';

/** Deletes for good the codes whose undo window has passed at `now`; resolves with how many. */
export class PurgeDeletedQrCodesCommand extends Command<number> {
  constructor(readonly now = new Date()) {
    super();
  }
}
