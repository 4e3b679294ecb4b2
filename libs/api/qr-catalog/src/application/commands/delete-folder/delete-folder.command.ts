import { Command } from '@nestjs/cqrs';

/** Its codes and subfolders move to its parent (the top level for a top-level folder). */
export class DeleteFolderCommand extends Command<void> {
  constructor(
    readonly ownerId: string,
    readonly id: string,
  ) {
    super();
  }
}
