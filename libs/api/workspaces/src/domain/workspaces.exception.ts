import { codedException, type ErrorCatalogue } from '@liveqr/api/platform';
import { MAX_WORKSPACE_MEMBERS } from '@liveqr/shared/contracts';
import { HttpStatus } from '@nestjs/common';

/** Workspaces one person may own besides their personal one. */
export const MAX_OWNED_WORKSPACES = 20;

export enum WorkspacesErrorCode {
  MemberNotFound = 'WORKSPACE_MEMBER_NOT_FOUND',
  OwnerMustTransfer = 'WORKSPACE_OWNER_MUST_TRANSFER',
  TransferNeedsAdmin = 'WORKSPACE_TRANSFER_NEEDS_ADMIN',
  PersonalIsFixed = 'WORKSPACE_PERSONAL_IS_FIXED',
  OwnedLimitReached = 'WORKSPACE_OWNED_LIMIT_REACHED',
  PersonalNotShared = 'WORKSPACE_PERSONAL_NOT_SHARED',
  AlreadyMember = 'WORKSPACE_ALREADY_MEMBER',
  MemberLimitReached = 'WORKSPACE_MEMBER_LIMIT_REACHED',
  InvitationNotFound = 'WORKSPACE_INVITATION_NOT_FOUND',
  InvitationExpired = 'WORKSPACE_INVITATION_EXPIRED',
  InvitationRevoked = 'WORKSPACE_INVITATION_REVOKED',
  InvitationUsed = 'WORKSPACE_INVITATION_USED',
  InvitationForOtherAccount = 'WORKSPACE_INVITATION_OTHER_ACCOUNT',
}

const WORKSPACES_ERRORS: ErrorCatalogue<WorkspacesErrorCode> = {
  [WorkspacesErrorCode.MemberNotFound]: {
    status: HttpStatus.NOT_FOUND,
    message: 'No such member of this workspace',
  },
  [WorkspacesErrorCode.OwnerMustTransfer]: {
    status: HttpStatus.CONFLICT,
    message: 'The owner cannot leave, be removed or change role: transfer the ownership to an admin first',
  },
  [WorkspacesErrorCode.TransferNeedsAdmin]: {
    status: HttpStatus.CONFLICT,
    message: 'Ownership goes to an admin of the workspace only: make them an admin first',
  },
  [WorkspacesErrorCode.PersonalIsFixed]: {
    status: HttpStatus.CONFLICT,
    message: 'A personal workspace stays with its account: it cannot be deleted or given away',
  },
  [WorkspacesErrorCode.OwnedLimitReached]: {
    status: HttpStatus.CONFLICT,
    message: `One person may own ${MAX_OWNED_WORKSPACES} workspaces besides their personal one (each up to ${MAX_WORKSPACE_MEMBERS} members)`,
  },
  [WorkspacesErrorCode.PersonalNotShared]: {
    status: HttpStatus.CONFLICT,
    message: 'A personal workspace is its account’s alone: invite people to a team workspace',
  },
  [WorkspacesErrorCode.AlreadyMember]: {
    status: HttpStatus.CONFLICT,
    message: 'This person is already a member of the workspace',
  },
  [WorkspacesErrorCode.MemberLimitReached]: {
    status: HttpStatus.CONFLICT,
    message: `A workspace has at most ${MAX_WORKSPACE_MEMBERS} members, the owner and pending invitations included`,
  },
  [WorkspacesErrorCode.InvitationNotFound]: {
    status: HttpStatus.NOT_FOUND,
    message: 'No such invitation: check the link, or ask for a new invitation',
  },
  [WorkspacesErrorCode.InvitationExpired]: {
    status: HttpStatus.GONE,
    message: 'This invitation has expired: ask for a new one',
  },
  [WorkspacesErrorCode.InvitationRevoked]: {
    status: HttpStatus.GONE,
    message: 'This invitation was withdrawn',
  },
  [WorkspacesErrorCode.InvitationUsed]: {
    status: HttpStatus.CONFLICT,
    message: 'This invitation has already been accepted',
  },
  [WorkspacesErrorCode.InvitationForOtherAccount]: {
    status: HttpStatus.FORBIDDEN,
    message: 'This invitation was sent to another email address: sign in with the account of that address',
  },
};

export class WorkspacesException extends codedException(WORKSPACES_ERRORS) {}
