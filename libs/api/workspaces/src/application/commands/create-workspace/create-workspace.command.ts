import type { Actor } from '@liveqr/shared/contracts';
import { Command } from '@nestjs/cqrs';

/** A new team workspace, owned by its creator (`actor`): `{ id, name }`. */
export class CreateWorkspaceCommand extends Command<{ id: string; name: string }> {
  constructor(
    readonly name: string,
    readonly actor: Actor,
  ) {
    super();
  }
}
