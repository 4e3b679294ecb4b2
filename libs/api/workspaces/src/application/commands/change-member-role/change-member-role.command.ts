import type { Actor, AssignableWorkspaceRole } from '@liveqr/shared/contracts';
import { Command } from '@nestjs/cqrs';

/** Gives a member another role; the owner's changes only by a transfer. */
export class ChangeMemberRoleCommand extends Command<void> {
  constructor(
    readonly workspaceId: string,
    readonly userId: string,
    readonly role: AssignableWorkspaceRole,
    readonly actor: Actor,
  ) {
    super();
  }
}
