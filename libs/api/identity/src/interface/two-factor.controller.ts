import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Post, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { AccountRoute, CurrentUser, NoStore, RateLimiter } from '@liveqr/api/platform';
import type { FastifyRequest } from 'fastify';
import { ConfirmTotpCommand } from '../application/commands/confirm-totp/confirm-totp.command';
import { StartTotpEnrolmentCommand } from '../application/commands/start-totp-enrolment/start-totp-enrolment.command';
import { TurnOffTotpCommand } from '../application/commands/turn-off-totp/turn-off-totp.command';
import { GetTwoFactorStatusQuery } from '../application/queries/get-two-factor-status/get-two-factor-status.query';
import type { SessionPrincipal } from '../infrastructure/session-registry';
import {
  ConfirmTotpRequestDto,
  TotpConfirmationResponseDto,
  TotpEnrolmentResponseDto,
  TurnOffTotpRequestDto,
  TwoFactorStatusResponseDto,
} from './dto/two-factor.dto';
import { RATE_LIMITS } from './rate-limits';
import { requestClient } from './request-client';

/** Two-factor sign-in with an authenticator app, for the signed-in user. API keys are not affected by it. */
@ApiTags('account')
@NoStore()
@Controller('account/mfa/totp')
export class TwoFactorController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly limiter: RateLimiter,
  ) {}

  @Get()
  @AccountRoute()
  @ApiOperation({ summary: 'Whether two-factor sign-in is on, and how many recovery codes are left.' })
  @ApiOkResponse({ type: TwoFactorStatusResponseDto })
  status(@CurrentUser() user: SessionPrincipal): Promise<TwoFactorStatusResponseDto> {
    return this.queries.execute(new GetTwoFactorStatusQuery(user.id));
  }

  @Post()
  @AccountRoute()
  @ApiOperation({
    summary:
      'Start turning on two-factor: a new secret and its otpauth:// URL (for a QR code), pending until confirmed; calling again replaces a pending secret. Needs a confirmed address.',
  })
  @ApiOkResponse({ type: TotpEnrolmentResponseDto })
  @ApiConflictResponse({ description: 'Two-factor is already on (TWO_FACTOR_ALREADY_ON).' })
  @ApiForbiddenResponse({ description: 'The address is not confirmed (TWO_FACTOR_NEEDS_VERIFIED_EMAIL).' })
  @HttpCode(HttpStatus.OK)
  start(@CurrentUser() user: SessionPrincipal): Promise<TotpEnrolmentResponseDto> {
    return this.commands.execute(new StartTotpEnrolmentCommand(user.id));
  }

  @Post('confirm')
  @AccountRoute()
  @ApiOperation({
    summary: 'Turn two-factor on with a code of the pending secret; answers 10 single-use recovery codes, shown once.',
  })
  @ApiOkResponse({ type: TotpConfirmationResponseDto })
  @ApiTooManyRequestsResponse()
  @HttpCode(HttpStatus.OK)
  async confirm(
    @CurrentUser() user: SessionPrincipal,
    @Body() body: ConfirmTotpRequestDto,
    @Req() request: FastifyRequest,
  ): Promise<TotpConfirmationResponseDto> {
    await this.limitCodes(user.id);
    return this.commands.execute(new ConfirmTotpCommand(user.id, body.code, requestClient(request)));
  }

  @Delete()
  @AccountRoute()
  @ApiOperation({
    summary:
      'Turn two-factor off with the password and a current or recovery code (accounts without a password: the code). Remembered devices are forgotten.',
  })
  @ApiNoContentResponse()
  @ApiTooManyRequestsResponse()
  @HttpCode(HttpStatus.NO_CONTENT)
  async turnOff(
    @CurrentUser() user: SessionPrincipal,
    @Body() body: TurnOffTotpRequestDto,
    @Req() request: FastifyRequest,
  ): Promise<void> {
    await this.limitCodes(user.id);
    await this.commands.execute(new TurnOffTotpCommand(user.id, body.password, body.code, requestClient(request)));
  }

  /** Codes are guessable one in a million: a signed-in guesser gets few tries too. */
  private async limitCodes(userId: string): Promise<void> {
    const { twoFactorCodesPerUser } = RATE_LIMITS;
    await this.limiter.consume(`two-factor:${userId}`, twoFactorCodesPerUser.limit, twoFactorCodesPerUser.windowMs);
  }
}
