import type { Actor } from '@liveqr/shared/contracts';
import { Command } from '@nestjs/cqrs';

/** Withdraws an invitation that was not accepted: its link stops working. */
export class RevokeInvitationCommand extends Command<void> {
  constructor(
    readonly workspaceId: string,
    readonly invitationId: string,
    readonly actor: Actor,
  ) {
    super();
  }
}
