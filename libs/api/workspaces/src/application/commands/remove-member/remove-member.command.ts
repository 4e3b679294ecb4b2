import type { Actor, WorkspaceRole } from '@liveqr/shared/contracts';
import { Command } from '@nestjs/cqrs';

/** Removes a member (an admin may remove anyone but the owner), or the caller (`actor`) leaves (`userId` is theirs). */
export class RemoveMemberCommand extends Command<void> {
  constructor(
    readonly workspaceId: string,
    readonly actor: Actor,
    readonly callerRole: WorkspaceRole,
    readonly userId: string,
  ) {
    super();
  }
}
