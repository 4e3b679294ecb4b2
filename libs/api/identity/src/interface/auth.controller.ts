import { Body, Controller, Get, HttpCode, HttpStatus, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiBearerAuth,
  ApiCookieAuth,
  ApiFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { APP_CONFIG, type AppConfig, CurrentUser, Public, RateLimiter } from '@liveqr/api/platform';
import type { AuthenticatedUser } from '@liveqr/shared/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ChangePasswordCommand } from '../application/commands/change-password/change-password.command';
import { RefreshSessionCommand } from '../application/commands/refresh-session/refresh-session.command';
import { RequestPasswordResetCommand } from '../application/commands/request-password-reset/request-password-reset.command';
import { ResetPasswordCommand } from '../application/commands/reset-password/reset-password.command';
import { SignInWithGoogleCommand } from '../application/commands/sign-in-with-google/sign-in-with-google.command';
import { SignInCommand } from '../application/commands/sign-in/sign-in.command';
import { SignOutCommand } from '../application/commands/sign-out/sign-out.command';
import { SignUpCommand } from '../application/commands/sign-up/sign-up.command';
import { CheckResetLinkQuery } from '../application/queries/check-reset-link/check-reset-link.query';
import { GetSessionUserQuery } from '../application/queries/get-session-user/get-session-user.query';
import { ACCESS_TOKEN_TTL_SECONDS } from '../domain/session-policy';
import type { IssuedSession } from '../infrastructure/session-tokens';
import {
  ChangePasswordRequestDto,
  ForgotPasswordRequestDto,
  ResetLinkRequestDto,
  ResetPasswordRequestDto,
  SignInRequestDto,
  SignUpRequestDto,
} from './dto/auth.request.dto';
import {
  AuthProvidersResponseDto,
  MessageResponseDto,
  SessionResponseDto,
  SignedInResponseDto,
} from './dto/auth.response.dto';
import { GoogleCallbackGuard, GoogleStartGuard, type RequestWithGoogleOutcome } from './google.guards';
import { RATE_LIMITS } from './rate-limits';
import { REFRESH_COOKIE, SessionCookies } from './session-cookies';

/** The web app's landing page after Google; it reads the session and goes on (spec /auth/callback). */
const WEB_CALLBACK = '/auth/callback';
export const RESET_REQUESTED_MESSAGE =
  'If an account exists for this address, we have sent a link to reset its password.';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly cookies: SessionCookies,
    private readonly limiter: RateLimiter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Public()
  @Get('providers')
  @ApiOperation({ summary: 'Which sign-in providers are configured.' })
  @ApiOkResponse({ type: AuthProvidersResponseDto })
  providers(): AuthProvidersResponseDto {
    return { google: Boolean(this.config.google) };
  }

  @Public()
  @Post('sign-up')
  @ApiOperation({ summary: 'Create an account and sign in.' })
  @ApiOkResponse({ type: SignedInResponseDto })
  @ApiTooManyRequestsResponse()
  @HttpCode(HttpStatus.OK)
  async signUp(
    @Body() body: SignUpRequestDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SignedInResponseDto> {
    this.limiter.consume(`sign-up:${request.ip}`, RATE_LIMITS.signUpPerIp.limit, RATE_LIMITS.signUpPerIp.windowMs);
    const session = await this.commands.execute(
      new SignUpCommand(
        body.firstName,
        body.lastName,
        body.email,
        body.password,
        body.confirmPassword,
        body.rememberMe ?? false,
      ),
    );
    return this.signedIn(reply, session);
  }

  @Public()
  @Post('sign-in')
  @ApiOperation({
    summary: 'Sign in with e-mail and password; the same answer for an unknown address and a wrong password.',
  })
  @ApiOkResponse({ type: SignedInResponseDto })
  @ApiTooManyRequestsResponse()
  @HttpCode(HttpStatus.OK)
  async signIn(
    @Body() body: SignInRequestDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SignedInResponseDto> {
    const { signInPerIp, signInPerAccount } = RATE_LIMITS;
    const accountKey = `sign-in:${request.ip}:${body.email.toLowerCase()}`;
    this.limiter.consume(`sign-in:${request.ip}`, signInPerIp.limit, signInPerIp.windowMs);
    this.limiter.consume(accountKey, signInPerAccount.limit, signInPerAccount.windowMs);
    const session = await this.commands.execute(new SignInCommand(body.email, body.password, body.rememberMe ?? false));
    // Only failed attempts count against the account.
    this.limiter.reset(accountKey);
    return this.signedIn(reply, session);
  }

  @Public()
  @Post('refresh')
  @ApiOperation({ summary: 'Rotate the refresh cookie and issue a new access cookie.' })
  @ApiOkResponse({ type: SessionResponseDto })
  @HttpCode(HttpStatus.OK)
  async refresh(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SessionResponseDto> {
    try {
      const session = await this.commands.execute(new RefreshSessionCommand(request.cookies[REFRESH_COOKIE]));
      this.cookies.set(reply, session);
      return { user: session.user };
    } catch (error) {
      this.cookies.clear(reply);
      throw error;
    }
  }

  @Public()
  @Post('sign-out')
  @ApiOperation({ summary: 'Log Out: revoke the refresh token (its whole family) and clear the cookies.' })
  @HttpCode(HttpStatus.NO_CONTENT)
  async signOut(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    await this.commands.execute(new SignOutCommand(request.cookies[REFRESH_COOKIE]));
    this.cookies.clear(reply);
  }

  @Get('session')
  @ApiBearerAuth()
  @ApiCookieAuth()
  @ApiOperation({ summary: 'The signed-in user.' })
  @ApiOkResponse({ type: SessionResponseDto })
  async session(@CurrentUser() user: AuthenticatedUser): Promise<SessionResponseDto> {
    return { user: await this.queries.execute(new GetSessionUserQuery(user.id)) };
  }

  @Public()
  @Post('password/forgot')
  @ApiOperation({ summary: 'Send a reset link; the answer is the same whether or not the address exists.' })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiTooManyRequestsResponse()
  @HttpCode(HttpStatus.OK)
  async forgotPassword(
    @Body() body: ForgotPasswordRequestDto,
    @Req() request: FastifyRequest,
  ): Promise<MessageResponseDto> {
    const { resetRequestPerIp, resetRequestPerAccount } = RATE_LIMITS;
    this.limiter.consume(`reset:${request.ip}`, resetRequestPerIp.limit, resetRequestPerIp.windowMs);
    this.limiter.consume(
      `reset:${body.email.toLowerCase()}`,
      resetRequestPerAccount.limit,
      resetRequestPerAccount.windowMs,
    );
    await this.commands.execute(new RequestPasswordResetCommand(body.email));
    return { message: RESET_REQUESTED_MESSAGE };
  }

  @Public()
  @Post('password/reset/check')
  @ApiOperation({ summary: 'Whether a reset link is still valid (unused, not expired).' })
  @HttpCode(HttpStatus.NO_CONTENT)
  async checkResetLink(@Body() body: ResetLinkRequestDto): Promise<void> {
    await this.queries.execute(new CheckResetLinkQuery(body.token));
  }

  @Public()
  @Post('password/reset')
  @ApiOperation({ summary: 'Set a new password from a reset link; signs out every session.' })
  @HttpCode(HttpStatus.NO_CONTENT)
  async resetPassword(@Body() body: ResetPasswordRequestDto): Promise<void> {
    await this.commands.execute(new ResetPasswordCommand(body.token, body.password, body.confirmPassword));
  }

  @Post('password/change')
  @ApiBearerAuth()
  @ApiCookieAuth()
  @ApiOperation({ summary: 'Change the password (current password required); other sessions end.' })
  @ApiOkResponse({ type: SessionResponseDto })
  @HttpCode(HttpStatus.OK)
  async changePassword(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: ChangePasswordRequestDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SessionResponseDto> {
    const { changePasswordPerUser } = RATE_LIMITS;
    this.limiter.consume(`change-password:${user.id}`, changePasswordPerUser.limit, changePasswordPerUser.windowMs);
    const session = await this.commands.execute(
      new ChangePasswordCommand(
        user.id,
        body.currentPassword,
        body.newPassword,
        body.confirmPassword,
        request.cookies[REFRESH_COOKIE],
      ),
    );
    this.cookies.set(reply, session);
    return { user: session.user };
  }

  @Public()
  @Get('google')
  @UseGuards(GoogleStartGuard)
  @ApiOperation({ summary: 'Start sign-in with Google (redirects to Google). `?remember=true` keeps the session.' })
  @ApiFoundResponse()
  googleStart(): void {
    // GoogleStartGuard answers with the redirect to Google.
  }

  @Public()
  @Get('google/callback')
  @UseGuards(GoogleCallbackGuard)
  @ApiOperation({ summary: "Google's redirect back; signs in and goes to the web app's /auth/callback." })
  @ApiFoundResponse()
  async googleCallback(@Req() request: RequestWithGoogleOutcome, @Res() reply: FastifyReply): Promise<void> {
    const outcome = request.googleOutcome;
    if (!outcome?.identity) return void reply.redirect(`${WEB_CALLBACK}?error=auth_failed`, HttpStatus.FOUND);
    try {
      const session = await this.commands.execute(new SignInWithGoogleCommand(outcome.identity, outcome.rememberMe));
      this.cookies.set(reply, session);
      return void reply.redirect(WEB_CALLBACK, HttpStatus.FOUND);
    } catch {
      return void reply.redirect(`${WEB_CALLBACK}?error=auth_failed`, HttpStatus.FOUND);
    }
  }

  private signedIn(reply: FastifyReply, session: IssuedSession): SignedInResponseDto {
    this.cookies.set(reply, session);
    return { user: session.user, accessToken: session.accessToken, expiresIn: ACCESS_TOKEN_TTL_SECONDS };
  }
}
