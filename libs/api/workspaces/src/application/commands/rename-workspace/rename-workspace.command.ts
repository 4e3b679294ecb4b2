import type { Actor } from '@liveqr/shared/contracts';
import { Command } from '@nestjs/cqrs';

/** A team workspace's new name (a personal one is named by the web app): `{ id, name }`. */
export class RenameWorkspaceCommand extends Command<{ id: string; name: string }> {
  constructor(
    readonly workspaceId: string,
    readonly name: string,
    readonly actor: Actor,
  ) {
    super();
  }
}
