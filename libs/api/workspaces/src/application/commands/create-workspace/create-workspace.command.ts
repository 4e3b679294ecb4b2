import { Command } from '@nestjs/cqrs';

/** A new team workspace, owned by its creator: `{ id, name }`. */
export class CreateWorkspaceCommand extends Command<{ id: string; name: string }> {
  constructor(
    readonly userId: string,
    readonly name: string,
  ) {
    super();
  }
}
