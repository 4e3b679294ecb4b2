import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Post, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiAcceptedResponse,
  ApiConflictResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { AccountRoute, BackgroundJobResponseDto, CurrentUser, NoStore, RateLimiter } from '@liveqr/api/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AccountDataExports } from '../application/account-data-exports';
import { DeleteAccountCommand } from '../application/commands/delete-account/delete-account.command';
import { RequestEmailChangeCommand } from '../application/commands/request-email-change/request-email-change.command';
import { GetAccountActivityQuery } from '../application/queries/get-account-activity/get-account-activity.query';
import type { SessionPrincipal } from '../infrastructure/session-registry';
import { ChangeEmailRequestDto, DeleteAccountRequestDto } from './dto/auth.request.dto';
import { AccountActivityResponseDto, MessageResponseDto } from './dto/auth.response.dto';
import { RATE_LIMITS } from './rate-limits';
import { requestClient } from './request-client';
import { SessionCookies } from './session-cookies';

export const EMAIL_CHANGE_REQUESTED_MESSAGE =
  'We have sent a link to the new address. Your email address changes when you open it.';

@ApiTags('account')
@NoStore()
@Controller('account')
export class AccountController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly cookies: SessionCookies,
    private readonly limiter: RateLimiter,
    private readonly dataExports: AccountDataExports,
  ) {}

  @Delete()
  @AccountRoute()
  @ApiOperation({ summary: 'Delete the account and its data; the body must confirm with the word DELETE.' })
  @ApiNoContentResponse()
  @HttpCode(HttpStatus.NO_CONTENT)
  async delete(
    @CurrentUser() user: SessionPrincipal,
    @Body() body: DeleteAccountRequestDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    await this.commands.execute(new DeleteAccountCommand(user.id, body.confirmation));
    this.cookies.clear(reply);
  }

  @Post('email')
  @AccountRoute()
  @ApiOperation({
    summary:
      'Change the e-mail address (current password required): a link goes to the new address, which replaces the old one once opened.',
  })
  @ApiAcceptedResponse({ type: MessageResponseDto })
  @ApiConflictResponse({ description: 'Another account has this address (EMAIL_TAKEN).' })
  @ApiTooManyRequestsResponse()
  @HttpCode(HttpStatus.ACCEPTED)
  async changeEmail(
    @CurrentUser() user: SessionPrincipal,
    @Body() body: ChangeEmailRequestDto,
    @Req() request: FastifyRequest,
  ): Promise<MessageResponseDto> {
    const { emailChangePerUser } = RATE_LIMITS;
    await this.limiter.consume(`email-change:${user.id}`, emailChangePerUser.limit, emailChangePerUser.windowMs);
    await this.commands.execute(
      new RequestEmailChangeCommand(user.id, body.newEmail, body.currentPassword, requestClient(request)),
    );
    return { message: EMAIL_CHANGE_REQUESTED_MESSAGE };
  }

  @Post('data-export')
  @AccountRoute()
  @ApiOperation({
    summary:
      'Download my data: a ZIP of the profile, codes, designs and brand kits, scans and billing history, built in the background and offered by a mail with a link that works for 7 days.',
  })
  @ApiAcceptedResponse({ type: BackgroundJobResponseDto })
  @ApiTooManyRequestsResponse()
  @HttpCode(HttpStatus.ACCEPTED)
  async exportData(@CurrentUser() user: SessionPrincipal): Promise<BackgroundJobResponseDto> {
    const { dataExportPerUser } = RATE_LIMITS;
    await this.limiter.consume(`data-export:${user.id}`, dataExportPerUser.limit, dataExportPerUser.windowMs);
    return this.dataExports.request(user.id);
  }

  @Get('activity')
  @AccountRoute()
  @ApiOperation({
    summary:
      'Recent activity of the last 90 days: sign-ins (time, browser, system, approximate place, method), password, e-mail and session events. No IP addresses.',
  })
  @ApiOkResponse({ type: AccountActivityResponseDto })
  async activity(@CurrentUser() user: SessionPrincipal): Promise<AccountActivityResponseDto> {
    return { events: await this.queries.execute(new GetAccountActivityQuery(user.id)) };
  }
}
