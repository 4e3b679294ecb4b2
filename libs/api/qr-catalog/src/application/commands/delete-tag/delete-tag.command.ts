import type { Actor } from '@liveqr/shared/contracts';
import { Command } from '@nestjs/cqrs';
import type { UndoableDeletionView } from '../../organise.view';

/** The tag comes off every code that carried it; the codes stay. Undoable for a while. */
export class DeleteTagCommand extends Command<UndoableDeletionView> {
  constructor(
    readonly ownerId: string,
    readonly id: string,
    readonly actor: Actor,
  ) {
    super();
  }
}
