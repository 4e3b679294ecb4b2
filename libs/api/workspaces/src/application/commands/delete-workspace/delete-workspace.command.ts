import { Command } from '@nestjs/cqrs';

/** Deletes a team workspace and, through WorkspaceDeletedEvent, everything it owns. */
export class DeleteWorkspaceCommand extends Command<void> {
  constructor(readonly workspaceId: string) {
    super();
  }
}
