import type { Actor } from '@liveqr/shared/contracts';
import { Command } from '@nestjs/cqrs';

/** The owner (`actor`) hands the workspace to one of its admins, and becomes an admin. */
export class TransferOwnershipCommand extends Command<void> {
  constructor(
    readonly workspaceId: string,
    readonly actor: Actor,
    readonly userId: string,
  ) {
    super();
  }
}
