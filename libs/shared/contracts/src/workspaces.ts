import type { Actor } from './auth';
import type { AssignableWorkspaceRole, WorkspaceRole } from './workspace-roles';

/**
 * The request header naming the workspace a call acts on. Without it, a call acts on the caller's
 * personal workspace, whose id is the user's own id: every account has one, made with the account.
 */
export const WORKSPACE_HEADER = 'LiveQR-Workspace';

/**
 * The same for a request that cannot carry a header (a download link, a form the server wrote):
 * `?workspace=<id>`. The header wins when both are given.
 */
export const WORKSPACE_QUERY_PARAMETER = 'workspace';

/** Members a workspace may have on the one plan, the owner included. */
export const MAX_WORKSPACE_MEMBERS = 10;

/**
 * Makes a new account's personal workspace (its id is the user's) before anything is keyed by it:
 * `commandBus.execute<CreatePersonalWorkspaceCommand, void>(...)`, by identity as it creates the account.
 */
export class CreatePersonalWorkspaceCommand {
  constructor(readonly userId: string) {}
}

/**
 * Published when a workspace is deleted (a team's by its owner, a personal one with its account), so
 * every context removes the rows it keys by that workspace.
 */
export class WorkspaceDeletedEvent {
  constructor(readonly workspaceId: string) {}
}

/**
 * The team workspaces the person owns that have other members, which their account cannot be
 * deleted before: `queryBus.execute<ListSharedOwnedWorkspacesQuery, string[]>(...)` answers their names.
 */
export class ListSharedOwnedWorkspacesQuery {
  constructor(readonly userId: string) {}
}

/**
 * Published when someone joins a workspace, with the role they were given: by accepting an
 * invitation (`actor` is then themselves).
 */
export class WorkspaceMemberAddedEvent {
  constructor(
    readonly workspaceId: string,
    readonly userId: string,
    readonly role: WorkspaceRole,
    readonly actor: Actor,
  ) {}
}

/**
 * Published when someone stops being a member (removed, or left: `actor` is then themselves), so
 * identity revokes their keys there and the workspace's endpoints hear `member.removed`.
 */
export class WorkspaceMemberRemovedEvent {
  constructor(
    readonly workspaceId: string,
    readonly userId: string,
    readonly actor: Actor,
  ) {}
}

/** Published when a member is given another role (`from`: the one they had). */
export class WorkspaceMemberRoleChangedEvent {
  constructor(
    readonly workspaceId: string,
    readonly userId: string,
    readonly from: WorkspaceRole,
    readonly to: WorkspaceRole,
    readonly actor: Actor,
  ) {}
}

/** Published when the owner hands a team workspace to one of its admins (`userId`). */
export class WorkspaceOwnershipTransferredEvent {
  constructor(
    readonly workspaceId: string,
    readonly userId: string,
    readonly actor: Actor,
  ) {}
}

/** Published when someone creates a team workspace (`actor`: its creator, its owner from then on). */
export class WorkspaceCreatedEvent {
  constructor(
    readonly workspaceId: string,
    readonly name: string,
    readonly actor: Actor,
  ) {}
}

/** Published when an admin invites an address in a role, or renews the open invitation of that address. */
export class WorkspaceInvitationSentEvent {
  constructor(
    readonly workspaceId: string,
    readonly invitationId: string,
    readonly email: string,
    readonly role: AssignableWorkspaceRole,
    readonly actor: Actor,
  ) {}
}

/** Published when an admin revokes an invitation that was still open. */
export class WorkspaceInvitationRevokedEvent {
  constructor(
    readonly workspaceId: string,
    readonly invitationId: string,
    readonly email: string,
    readonly actor: Actor,
  ) {}
}

/** Published when a team workspace is renamed. */
export class WorkspaceRenamedEvent {
  constructor(
    readonly workspaceId: string,
    readonly from: string | null,
    readonly to: string,
    readonly actor: Actor,
  ) {}
}

/**
 * A workspace's name, to say which one something belongs to (an API key's, for `keys whoami`):
 * `queryBus.execute<GetWorkspaceNameQuery, WorkspaceNameView | null>(...)`; null once it is gone.
 */
export class GetWorkspaceNameQuery {
  constructor(readonly workspaceId: string) {}
}

/** A personal workspace has no name of its own (null). */
export interface WorkspaceNameView {
  name: string | null;
  personal: boolean;
}

/**
 * Where to write about something a workspace owns (a code, an endpoint, a report): to its owner.
 * `queryBus.execute<GetWorkspaceMailRecipientQuery, MailRecipientView | null>(...)`; null once
 * the workspace or its owner's account is gone.
 */
export class GetWorkspaceMailRecipientQuery {
  constructor(readonly workspaceId: string) {}
}
