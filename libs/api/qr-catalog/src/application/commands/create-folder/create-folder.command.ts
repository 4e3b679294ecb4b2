import type { Actor } from '@liveqr/shared/contracts';
import { Command } from '@nestjs/cqrs';
import type { FolderView } from '../../organise.view';

export class CreateFolderCommand extends Command<FolderView> {
  constructor(
    readonly ownerId: string,
    readonly input: { name: string; parentId?: string | null },
    readonly actor: Actor,
  ) {
    super();
  }
}
