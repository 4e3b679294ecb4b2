import { WorkspaceMemberships } from '@liveqr/api/platform';
import { Global, Module } from '@nestjs/common';
import { ChangeMemberRoleHandler } from './application/commands/change-member-role/change-member-role.handler';
import { CreatePersonalWorkspaceHandler } from './application/commands/create-personal-workspace/create-personal-workspace.handler';
import { CreateWorkspaceHandler } from './application/commands/create-workspace/create-workspace.handler';
import { DeleteWorkspaceHandler } from './application/commands/delete-workspace/delete-workspace.handler';
import { RemoveMemberHandler } from './application/commands/remove-member/remove-member.handler';
import { RenameWorkspaceHandler } from './application/commands/rename-workspace/rename-workspace.handler';
import { TransferOwnershipHandler } from './application/commands/transfer-ownership/transfer-ownership.handler';
import { RemoveWorkspacesWhenUserDeletedHandler } from './application/events/remove-workspaces-when-user-deleted.handler';
import { Memberships } from './application/memberships';
import { GetWorkspaceMailRecipientHandler } from './application/queries/get-workspace-mail-recipient/get-workspace-mail-recipient.handler';
import { GetWorkspaceNameHandler } from './application/queries/get-workspace-name/get-workspace-name.handler';
import { ListWorkspaceMembersHandler } from './application/queries/list-workspace-members/list-workspace-members.handler';
import { ListWorkspacesHandler } from './application/queries/list-workspaces/list-workspaces.handler';
import { ListSharedOwnedWorkspacesHandler } from './application/queries/list-shared-owned-workspaces/list-shared-owned-workspaces.handler';
import { WorkspacesRepository } from './infrastructure/workspaces.repository';
import { WorkspacesController } from './interface/workspaces.controller';
import { AcceptInvitationHandler } from './application/commands/accept-invitation/accept-invitation.handler';
import { InviteMemberHandler } from './application/commands/invite-member/invite-member.handler';
import { RevokeInvitationHandler } from './application/commands/revoke-invitation/revoke-invitation.handler';
import { InvitationLookup } from './application/invitation-lookup';
import { ListInvitationsHandler } from './application/queries/list-invitations/list-invitations.handler';
import { PreviewInvitationHandler } from './application/queries/preview-invitation/preview-invitation.handler';
import { InvitationsRepository } from './infrastructure/invitations.repository';
import { InvitationMails } from './infrastructure/mail/invitation-mails';
import { InvitationsController } from './interface/invitations.controller';
import { AuditEntryViews } from './application/audit-entry-views';
import { RecordAuditEntriesWhenChangedHandler } from './application/events/audit-entries-when-changed.handler';
import { ExportAuditLogHandler } from './application/queries/audit-log/export-audit-log.handler';
import { ListAuditLogHandler } from './application/queries/audit-log/list-audit-log.handler';
import { WorkspacesRetention } from './infrastructure/workspaces-retention';
import { AuditLogRepository } from './infrastructure/audit-log.repository';
import { AuditLogController } from './interface/audit-log.controller';

/**
 * The workspaces bounded context: workspaces, their members, roles and invitations, and the audit log
 * that the other contexts' events feed. Global for one provider only: the memberships the caller
 * guard (identity's) reads on every request naming a workspace.
 */
@Global()
@Module({
  controllers: [WorkspacesController, InvitationsController, AuditLogController],
  providers: [
    WorkspacesRepository,
    Memberships,
    { provide: WorkspaceMemberships, useExisting: Memberships },
    ListWorkspacesHandler,
    ListWorkspaceMembersHandler,
    GetWorkspaceMailRecipientHandler,
    GetWorkspaceNameHandler,
    ListSharedOwnedWorkspacesHandler,
    CreatePersonalWorkspaceHandler,
    CreateWorkspaceHandler,
    RenameWorkspaceHandler,
    DeleteWorkspaceHandler,
    ChangeMemberRoleHandler,
    RemoveMemberHandler,
    TransferOwnershipHandler,
    RemoveWorkspacesWhenUserDeletedHandler,
    InvitationsRepository,
    InvitationLookup,
    InvitationMails,
    InviteMemberHandler,
    RevokeInvitationHandler,
    AcceptInvitationHandler,
    ListInvitationsHandler,
    PreviewInvitationHandler,
    AuditLogRepository,
    AuditEntryViews,
    WorkspacesRetention,
    RecordAuditEntriesWhenChangedHandler,
    ListAuditLogHandler,
    ExportAuditLogHandler,
  ],
  exports: [WorkspaceMemberships],
})
export class WorkspacesModule {}
