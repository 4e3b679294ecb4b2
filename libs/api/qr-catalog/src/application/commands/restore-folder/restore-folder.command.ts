import type { Actor } from '@liveqr/shared/contracts';
import { Command } from '@nestjs/cqrs';
import type { FolderView } from '../../organise.view';

/** Undoes one folder delete of the owner's within its window. */
export class RestoreFolderCommand extends Command<FolderView> {
  constructor(
    readonly ownerId: string,
    readonly deletionId: string,
    readonly actor: Actor,
  ) {
    super();
  }
}
