import type { Actor } from '@liveqr/shared/contracts';
import { Command } from '@nestjs/cqrs';
import type { FolderView } from '../../organise.view';

/** Rename and/or move; `parentId: null` moves the folder to the top level. */
export class UpdateFolderCommand extends Command<FolderView> {
  constructor(
    readonly ownerId: string,
    readonly id: string,
    readonly changes: { name?: string; parentId?: string | null },
    readonly actor: Actor,
  ) {
    super();
  }
}
