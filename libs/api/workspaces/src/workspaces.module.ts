import { WorkspaceMemberships } from '@liveqr/api/platform';
import { Global, Module } from '@nestjs/common';
import { ChangeMemberRoleHandler } from './application/commands/change-member-role/change-member-role.handler';
import { CreateWorkspaceHandler } from './application/commands/create-workspace/create-workspace.handler';
import { DeleteWorkspaceHandler } from './application/commands/delete-workspace/delete-workspace.handler';
import { RemoveMemberHandler } from './application/commands/remove-member/remove-member.handler';
import { RenameWorkspaceHandler } from './application/commands/rename-workspace/rename-workspace.handler';
import { TransferOwnershipHandler } from './application/commands/transfer-ownership/transfer-ownership.handler';
import { RemoveWorkspacesWhenUserDeletedHandler } from './application/events/remove-workspaces-when-user-deleted.handler';
import { Memberships } from './application/memberships';
import { GetWorkspaceMailRecipientHandler } from './application/queries/get-workspace-mail-recipient/get-workspace-mail-recipient.handler';
import { ListWorkspaceMembersHandler } from './application/queries/list-workspace-members/list-workspace-members.handler';
import { ListWorkspacesHandler } from './application/queries/list-workspaces/list-workspaces.handler';
import { WorkspacesRepository } from './infrastructure/workspaces.repository';
import { WorkspacesController } from './interface/workspaces.controller';

/**
 * The workspaces bounded context: workspaces, their members and roles. Global for one provider
 * only: the memberships the caller guard (identity's) reads on every request naming a workspace.
 */
@Global()
@Module({
  controllers: [WorkspacesController],
  providers: [
    WorkspacesRepository,
    Memberships,
    { provide: WorkspaceMemberships, useExisting: Memberships },
    ListWorkspacesHandler,
    ListWorkspaceMembersHandler,
    GetWorkspaceMailRecipientHandler,
    CreateWorkspaceHandler,
    RenameWorkspaceHandler,
    DeleteWorkspaceHandler,
    ChangeMemberRoleHandler,
    RemoveMemberHandler,
    TransferOwnershipHandler,
    RemoveWorkspacesWhenUserDeletedHandler,
  ],
  exports: [WorkspaceMemberships],
})
export class WorkspacesModule {}
