import {
  AccountRoute,
  actorOf,
  CurrentUser,
  NoStore,
  RequiresRoleInPathWorkspace,
  UuidParam,
} from '@liveqr/api/platform';
import type { AuthenticatedUser } from '@liveqr/shared/contracts';
import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Patch, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import { ChangeMemberRoleCommand } from '../application/commands/change-member-role/change-member-role.command';
import { CreateWorkspaceCommand } from '../application/commands/create-workspace/create-workspace.command';
import { DeleteWorkspaceCommand } from '../application/commands/delete-workspace/delete-workspace.command';
import { RemoveMemberCommand } from '../application/commands/remove-member/remove-member.command';
import { RenameWorkspaceCommand } from '../application/commands/rename-workspace/rename-workspace.command';
import { TransferOwnershipCommand } from '../application/commands/transfer-ownership/transfer-ownership.command';
import { ListWorkspaceMembersQuery } from '../application/queries/list-workspace-members/list-workspace-members.query';
import { ListWorkspacesQuery } from '../application/queries/list-workspaces/list-workspaces.query';
import { WorkspacesErrorCode, WorkspacesException } from '../domain/workspaces.exception';
import {
  ChangeMemberRoleRequestDto,
  MembershipResponseDto,
  TransferOwnershipRequestDto,
  WorkspaceMemberResponseDto,
  WorkspaceNameRequestDto,
  WorkspaceResponseDto,
} from './dto/workspace.dto';
import { WorkspaceId } from './workspace-id.param';

/** A malformed member id names no member: the same 404 as a stranger's. */
const MemberId = () => UuidParam(() => new WorkspacesException(WorkspacesErrorCode.MemberNotFound), 'userId');

/**
 * Workspaces, their members and their roles. A workspace someone is not a member of is a 404 to
 * them, whatever route names it.
 */
@ApiTags('workspaces')
@ApiResponse({ status: HttpStatus.UNAUTHORIZED, description: 'Not signed in.' })
@NoStore()
@Controller('workspaces')
export class WorkspacesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @AccountRoute()
  @ApiOperation({ summary: 'The workspaces I belong to, with my role in each: my personal one first' })
  @ApiOkResponse({ type: MembershipResponseDto, isArray: true })
  list(@CurrentUser() user: AuthenticatedUser): Promise<MembershipResponseDto[]> {
    return this.queries.execute(new ListWorkspacesQuery(user.id));
  }

  @Post()
  @AccountRoute()
  @ApiOperation({ summary: 'Create a team workspace: I am its owner. It needs its own plan to create codes.' })
  @ApiCreatedResponse({ type: WorkspaceResponseDto })
  @ApiResponse({
    status: HttpStatus.CONFLICT,
    description: 'Too many owned workspaces (`WORKSPACE_OWNED_LIMIT_REACHED`).',
  })
  create(@CurrentUser() user: AuthenticatedUser, @Body() body: WorkspaceNameRequestDto): Promise<WorkspaceResponseDto> {
    return this.commands.execute(new CreateWorkspaceCommand(body.name, actorOf(user)));
  }

  @Patch(':id')
  @RequiresRoleInPathWorkspace('admin')
  @ApiOperation({ summary: 'Rename a team workspace' })
  @ApiOkResponse({ type: WorkspaceResponseDto })
  @ApiResponse({ status: HttpStatus.NOT_FOUND, description: 'Not a workspace of mine (`WORKSPACE_NOT_FOUND`).' })
  @ApiResponse({ status: HttpStatus.CONFLICT, description: 'A personal workspace (`WORKSPACE_PERSONAL_IS_FIXED`).' })
  rename(
    @CurrentUser() user: AuthenticatedUser,
    @WorkspaceId() id: string,
    @Body() body: WorkspaceNameRequestDto,
  ): Promise<WorkspaceResponseDto> {
    return this.commands.execute(new RenameWorkspaceCommand(id, body.name, actorOf(user)));
  }

  @Delete(':id')
  @RequiresRoleInPathWorkspace('owner')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Delete a team workspace with its codes, folders, tags, keys and webhooks' })
  @ApiNoContentResponse()
  @ApiResponse({ status: HttpStatus.NOT_FOUND, description: 'Not a workspace of mine (`WORKSPACE_NOT_FOUND`).' })
  @ApiResponse({ status: HttpStatus.CONFLICT, description: 'A personal workspace (`WORKSPACE_PERSONAL_IS_FIXED`).' })
  async remove(@WorkspaceId() id: string): Promise<void> {
    await this.commands.execute(new DeleteWorkspaceCommand(id));
  }

  @Get(':id/members')
  @RequiresRoleInPathWorkspace('viewer')
  @ApiOperation({ summary: 'The members, the owner first, with their role and last activity' })
  @ApiOkResponse({ type: WorkspaceMemberResponseDto, isArray: true })
  @ApiResponse({ status: HttpStatus.NOT_FOUND, description: 'Not a workspace of mine (`WORKSPACE_NOT_FOUND`).' })
  members(@WorkspaceId() id: string): Promise<WorkspaceMemberResponseDto[]> {
    return this.queries.execute(new ListWorkspaceMembersQuery(id));
  }

  @Patch(':id/members/:userId')
  @RequiresRoleInPathWorkspace('admin')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: "Change a member's role (viewer, editor or admin)" })
  @ApiNoContentResponse()
  @ApiResponse({ status: HttpStatus.NOT_FOUND, description: 'No such member (`WORKSPACE_MEMBER_NOT_FOUND`).' })
  @ApiResponse({ status: HttpStatus.CONFLICT, description: "The owner's role (`WORKSPACE_OWNER_MUST_TRANSFER`)." })
  async changeRole(
    @CurrentUser() user: AuthenticatedUser,
    @WorkspaceId() id: string,
    @MemberId() userId: string,
    @Body() body: ChangeMemberRoleRequestDto,
  ): Promise<void> {
    await this.commands.execute(new ChangeMemberRoleCommand(id, userId, body.role, actorOf(user)));
  }

  @Delete(':id/members/:userId')
  @RequiresRoleInPathWorkspace('viewer')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({
    summary: 'Remove a member (admins), or leave (my own user id). The workspace keeps the codes they made.',
  })
  @ApiNoContentResponse()
  @ApiResponse({ status: HttpStatus.NOT_FOUND, description: 'No such member (`WORKSPACE_MEMBER_NOT_FOUND`).' })
  @ApiResponse({ status: HttpStatus.CONFLICT, description: 'The owner (`WORKSPACE_OWNER_MUST_TRANSFER`).' })
  async removeMember(
    @CurrentUser() user: AuthenticatedUser,
    @WorkspaceId() id: string,
    @MemberId() userId: string,
  ): Promise<void> {
    await this.commands.execute(new RemoveMemberCommand(id, actorOf(user), user.role, userId));
  }

  @Post(':id/transfer')
  @RequiresRoleInPathWorkspace('owner')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Hand the workspace to one of its admins; I become an admin' })
  @ApiNoContentResponse()
  @ApiResponse({ status: HttpStatus.NOT_FOUND, description: 'No such member (`WORKSPACE_MEMBER_NOT_FOUND`).' })
  @ApiResponse({
    status: HttpStatus.CONFLICT,
    description:
      'Not an admin (`WORKSPACE_TRANSFER_NEEDS_ADMIN`), or a personal workspace (`WORKSPACE_PERSONAL_IS_FIXED`).',
  })
  async transfer(
    @CurrentUser() user: AuthenticatedUser,
    @WorkspaceId() id: string,
    @Body() body: TransferOwnershipRequestDto,
  ): Promise<void> {
    await this.commands.execute(new TransferOwnershipCommand(id, actorOf(user), body.userId));
  }
}
