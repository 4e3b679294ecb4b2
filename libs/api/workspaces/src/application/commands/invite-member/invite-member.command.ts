import type { Actor, AssignableWorkspaceRole } from '@liveqr/shared/contracts';
import { Command } from '@nestjs/cqrs';
import type { InvitationView } from '../../invitation-views';

/** `actor` mails `email` an invitation to join the workspace in `role`, or renews the open one of that address. */
export class InviteMemberCommand extends Command<InvitationView> {
  constructor(
    readonly workspaceId: string,
    readonly email: string,
    readonly role: AssignableWorkspaceRole,
    readonly actor: Actor,
  ) {
    super();
  }
}
