import { Command } from '@nestjs/cqrs';

/**
 * Makes final every delete whose undo window has passed at `now`: deleted codes are deleted for good,
 * and what a folder or tag delete kept for its undo is forgotten.
 */
export class PurgeExpiredDeletionsCommand extends Command<void> {
  constructor(readonly now = new Date()) {
    super();
  }
}
