import type { Actor } from '@liveqr/shared/contracts';
import { Command } from '@nestjs/cqrs';

/** The signed-in user (`actor`) accepts the invitation of a mailed link and joins its workspace: `{ workspaceId }`. */
export class AcceptInvitationCommand extends Command<{ workspaceId: string }> {
  constructor(
    readonly actor: Actor,
    readonly token: string,
  ) {
    super();
  }
}
