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
};

export class WorkspacesException extends codedException(WORKSPACES_ERRORS) {}
