import { Injectable } from '@nestjs/common';
import { hashSecretToken } from '@liveqr/api/platform';
import { assertAcceptable, type Invitation } from '../domain/invitation';
import { WorkspacesErrorCode, WorkspacesException } from '../domain/workspaces.exception';
import { InvitationsRepository } from '../infrastructure/invitations.repository';

/** The invitation behind a mailed link's token, for whoever holds the link. */
@Injectable()
export class InvitationLookup {
  constructor(private readonly invitations: InvitationsRepository) {}

  /** The pending invitation; an unknown token, and one used, revoked or expired, are each refused with their code. */
  async acceptable(token: string): Promise<Invitation> {
    const invitation = await this.invitations.findByTokenHash(hashSecretToken(token));
    if (!invitation) throw new WorkspacesException(WorkspacesErrorCode.InvitationNotFound);
    assertAcceptable(invitation, new Date());
    return invitation;
  }
}
