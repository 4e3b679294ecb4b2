import {
  AccountRoute,
  actorOf,
  CurrentUser,
  NoStore,
  Public,
  RateLimiter,
  RequiresRoleInPathWorkspace,
  UuidParam,
} from '@liveqr/api/platform';
import type { AuthenticatedUser } from '@liveqr/shared/contracts';
import { applyDecorators, Body, Controller, Delete, Get, HttpCode, HttpStatus, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { AcceptInvitationCommand } from '../application/commands/accept-invitation/accept-invitation.command';
import { InviteMemberCommand } from '../application/commands/invite-member/invite-member.command';
import { RevokeInvitationCommand } from '../application/commands/revoke-invitation/revoke-invitation.command';
import { ListInvitationsQuery } from '../application/queries/list-invitations/list-invitations.query';
import { PreviewInvitationQuery } from '../application/queries/preview-invitation/preview-invitation.query';
import { WorkspacesErrorCode, WorkspacesException } from '../domain/workspaces.exception';
import {
  AcceptInvitationResponseDto,
  InvitationPreviewResponseDto,
  InvitationResponseDto,
  InvitationTokenRequestDto,
  InviteMemberRequestDto,
} from './dto/invitation.dto';
import { WorkspaceId } from './workspace-id.param';

/** Invitation mails one person may send in an hour (renewals included): enough for a team, not for spam. */
const INVITATIONS_PER_HOUR = 30;
const HOUR_MS = 60 * 60 * 1000;

/** A malformed invitation id names no invitation: the same 404 as another workspace's. */
const InvitationId = () =>
  UuidParam(() => new WorkspacesException(WorkspacesErrorCode.InvitationNotFound), 'invitationId');

const NotSignedIn = () => ApiResponse({ status: HttpStatus.UNAUTHORIZED, description: 'Not signed in.' });

/** How the routes that take a link's token refuse it; `conflicts` are a route's other 409s. */
const TokenRefusals = (conflicts = '') =>
  applyDecorators(
    ApiResponse({
      status: HttpStatus.NOT_FOUND,
      description: 'No invitation has this token (`WORKSPACE_INVITATION_NOT_FOUND`).',
    }),
    ApiResponse({
      status: HttpStatus.CONFLICT,
      description: `Accepted already (\`WORKSPACE_INVITATION_USED\`)${conflicts}.`,
    }),
    ApiResponse({
      status: HttpStatus.GONE,
      description: 'Revoked (`WORKSPACE_INVITATION_REVOKED`) or expired (`WORKSPACE_INVITATION_EXPIRED`).',
    }),
  );

/**
 * Invitations to join a team workspace by e-mail: admins send, list and revoke them; the person
 * invited accepts with the mailed link's token, signed in with the invited address.
 */
@ApiTags('workspaces')
@NoStore()
@Controller()
export class InvitationsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly limiter: RateLimiter,
  ) {}

  @Post('workspaces/:id/invitations')
  @RequiresRoleInPathWorkspace('admin')
  @NotSignedIn()
  @ApiOperation({
    summary:
      'Invite someone by e-mail in a role: the mail (in my language) links to /invitations/accept, once, for 7 days. Inviting an address again renews its open invitation.',
  })
  @ApiCreatedResponse({ type: InvitationResponseDto })
  @ApiResponse({ status: HttpStatus.NOT_FOUND, description: 'Not a workspace of mine (`WORKSPACE_NOT_FOUND`).' })
  @ApiResponse({
    status: HttpStatus.CONFLICT,
    description:
      'Already a member (`WORKSPACE_ALREADY_MEMBER`); no seat left, members and pending invitations counted (`WORKSPACE_MEMBER_LIMIT_REACHED`); a personal workspace (`WORKSPACE_PERSONAL_NOT_SHARED`).',
  })
  @ApiTooManyRequestsResponse({ description: `More than ${INVITATIONS_PER_HOUR} invitations in an hour.` })
  async invite(
    @CurrentUser() user: AuthenticatedUser,
    @WorkspaceId() id: string,
    @Body() body: InviteMemberRequestDto,
  ): Promise<InvitationResponseDto> {
    await this.limiter.consume(`workspace-invitations:${user.id}`, INVITATIONS_PER_HOUR, HOUR_MS);
    return this.commands.execute(new InviteMemberCommand(id, body.email, body.role, actorOf(user)));
  }

  @Get('workspaces/:id/invitations')
  @RequiresRoleInPathWorkspace('admin')
  @NotSignedIn()
  @ApiOperation({ summary: 'The invitations, newest first (the last 100), each pending, accepted, revoked or expired' })
  @ApiOkResponse({ type: InvitationResponseDto, isArray: true })
  @ApiResponse({ status: HttpStatus.NOT_FOUND, description: 'Not a workspace of mine (`WORKSPACE_NOT_FOUND`).' })
  list(@WorkspaceId() id: string): Promise<InvitationResponseDto[]> {
    return this.queries.execute(new ListInvitationsQuery(id));
  }

  @Delete('workspaces/:id/invitations/:invitationId')
  @RequiresRoleInPathWorkspace('admin')
  @NotSignedIn()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Revoke an invitation that was not accepted: its link stops working' })
  @ApiNoContentResponse()
  @ApiResponse({
    status: HttpStatus.NOT_FOUND,
    description:
      'Not a workspace of mine (`WORKSPACE_NOT_FOUND`), or no such invitation in it (`WORKSPACE_INVITATION_NOT_FOUND`).',
  })
  @ApiResponse({ status: HttpStatus.CONFLICT, description: 'Accepted already (`WORKSPACE_INVITATION_USED`).' })
  async revoke(
    @CurrentUser() user: AuthenticatedUser,
    @WorkspaceId() id: string,
    @InvitationId() invitationId: string,
  ): Promise<void> {
    await this.commands.execute(new RevokeInvitationCommand(id, invitationId, actorOf(user)));
  }

  @Get('invitations/preview')
  @Public()
  @ApiOperation({
    summary: "What an invitation link's page shows: the workspace, the role, the invited address and who invited",
  })
  @ApiOkResponse({ type: InvitationPreviewResponseDto })
  @TokenRefusals()
  preview(@Query() query: InvitationTokenRequestDto): Promise<InvitationPreviewResponseDto> {
    return this.queries.execute(new PreviewInvitationQuery(query.token));
  }

  @Post('invitations/accept')
  @AccountRoute()
  @NotSignedIn()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      'Accept an invitation and join its workspace in its role. Only the account of the invited address may, and accepting confirms that address if it was not yet: the link proves I read its mail.',
  })
  @ApiOkResponse({ type: AcceptInvitationResponseDto })
  @ApiResponse({
    status: HttpStatus.FORBIDDEN,
    description: 'Signed in with another address (`WORKSPACE_INVITATION_OTHER_ACCOUNT`): the invitation stays open.',
  })
  @TokenRefusals(
    ', already a member (`WORKSPACE_ALREADY_MEMBER`), or the workspace is full (`WORKSPACE_MEMBER_LIMIT_REACHED`)',
  )
  accept(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: InvitationTokenRequestDto,
  ): Promise<AcceptInvitationResponseDto> {
    return this.commands.execute(new AcceptInvitationCommand(actorOf(user), body.token));
  }
}
