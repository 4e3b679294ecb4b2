import type { Actor } from '@liveqr/shared/contracts';
import { Command } from '@nestjs/cqrs';
import type { UndoableDeletionView } from '../../organise.view';

/** Its codes and subfolders move to its parent (the top level for a top-level folder); undoable for a while. */
export class DeleteFolderCommand extends Command<UndoableDeletionView> {
  constructor(
    readonly ownerId: string,
    readonly id: string,
    readonly actor: Actor,
  ) {
    super();
  }
}
