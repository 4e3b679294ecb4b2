import {
  type AuthenticatedUser,
  WORKSPACE_HEADER,
  WORKSPACE_ROLES,
  type WorkspaceRole,
} from '@liveqr/shared/contracts';
import { applyDecorators, HttpStatus, SetMetadata } from '@nestjs/common';
import { ApiHeader, ApiResponse } from '@nestjs/swagger';
import { codedException, type ErrorCatalogue } from './coded-http-exception';

export const ACCESS_RULE = 'liveqr:accessRule';

/**
 * What a route needs of its caller besides a session or key, declared on every route that is not
 * public (a test walks the contract): a role in the workspace the call acts on, or nothing but
 * the caller's own account.
 */
export type AccessRule =
  | { on: 'account' }
  /** `header`: the workspace `LiveQR-Workspace` names, else the personal one; `path`: the route's `:id`. */
  | { on: 'workspace'; role: WorkspaceRole; workspaceFrom: 'header' | 'path' };

export enum WorkspaceAccessErrorCode {
  NotFound = 'WORKSPACE_NOT_FOUND',
  RoleTooLow = 'WORKSPACE_ROLE_TOO_LOW',
  ApiKeyOtherWorkspace = 'API_KEY_OTHER_WORKSPACE',
}

const WORKSPACE_ACCESS_ERRORS: ErrorCatalogue<WorkspaceAccessErrorCode> = {
  [WorkspaceAccessErrorCode.NotFound]: {
    status: HttpStatus.NOT_FOUND,
    message: 'No such workspace of yours: you are not, or no longer, one of its members',
  },
  [WorkspaceAccessErrorCode.RoleTooLow]: {
    status: HttpStatus.FORBIDDEN,
    message: 'Your role in this workspace does not allow this',
  },
  [WorkspaceAccessErrorCode.ApiKeyOtherWorkspace]: {
    status: HttpStatus.FORBIDDEN,
    message: `This API key belongs to another workspace than the one ${WORKSPACE_HEADER} names`,
  },
};

export class WorkspaceAccessException extends codedException(WORKSPACE_ACCESS_ERRORS) {}

const roleList = (role: WorkspaceRole) => WORKSPACE_ROLES.slice(WORKSPACE_ROLES.indexOf(role)).join(', ');

/**
 * The route acts on a workspace and needs at least `role` there. The workspace is the one the
 * `LiveQR-Workspace` header names (an API key's own), or else the caller's personal one.
 */
export const RequiresRole = (role: WorkspaceRole) =>
  applyDecorators(
    SetMetadata(ACCESS_RULE, { on: 'workspace', role, workspaceFrom: 'header' } satisfies AccessRule),
    ApiHeader({
      name: WORKSPACE_HEADER,
      required: false,
      description: `The workspace to act on (its id); the caller's personal workspace without it. A request that cannot send a header (a download link) may give \`?workspace=<id>\` instead. Roles allowed: ${roleList(role)}.`,
    }),
    ApiResponse({
      status: HttpStatus.FORBIDDEN,
      description: `The caller's role is below ${role} (\`WORKSPACE_ROLE_TOO_LOW\`), or the API key belongs to another workspace (\`API_KEY_OTHER_WORKSPACE\`).`,
    }),
  );

/** A route of `/workspaces/:id/...`: the caller needs at least `role` in the workspace of the path. */
export const RequiresRoleInPathWorkspace = (role: WorkspaceRole) =>
  applyDecorators(
    SetMetadata(ACCESS_RULE, { on: 'workspace', role, workspaceFrom: 'path' } satisfies AccessRule),
    ApiResponse({
      status: HttpStatus.FORBIDDEN,
      description: `The caller's role in this workspace is below ${role} (\`WORKSPACE_ROLE_TOO_LOW\`). Roles allowed: ${roleList(role)}.`,
    }),
  );

/** The route is about the caller's own account (profile, password, sessions), in no workspace. */
export const AccountRoute = () => SetMetadata(ACCESS_RULE, { on: 'account' } satisfies AccessRule);

/**
 * Who belongs to which workspace, in what role: provided by the workspaces context, read by the
 * caller guard on every request that names a workspace, so it answers from memory most of the time
 * and forgets on every server within seconds when a member's role changes or they leave.
 */
export abstract class WorkspaceMemberships {
  /** The user's role in the workspace, or null when they are not a member of it (or it is gone). */
  abstract roleOf(userId: string, workspaceId: string): Promise<WorkspaceRole | null>;
}

/** The caller as acting in a workspace: never the cached principal itself, which other requests share. */
export function inWorkspace<T extends Omit<AuthenticatedUser, 'workspaceId' | 'role'>>(
  caller: T,
  workspaceId: string,
  role: WorkspaceRole,
): T & AuthenticatedUser {
  return { ...caller, workspaceId, role };
}
