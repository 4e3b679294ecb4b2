import { Command } from '@nestjs/cqrs';

/** The owner hands the workspace to one of its admins, and becomes an admin. */
export class TransferOwnershipCommand extends Command<void> {
  constructor(
    readonly workspaceId: string,
    readonly ownerId: string,
    readonly userId: string,
  ) {
    super();
  }
}
