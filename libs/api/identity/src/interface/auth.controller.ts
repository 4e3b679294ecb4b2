import { Body, Controller, Get, HttpCode, HttpStatus, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiFoundResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import {
  AccountRoute,
  APP_CONFIG,
  clientNetworkOf,
  CurrentUser,
  NoStore,
  OptionalUser,
  Public,
  PublicWithOptionalUser,
  RateLimiter,
  type AppConfig,
} from '@liveqr/api/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ChangePasswordCommand } from '../application/commands/change-password/change-password.command';
import { RefreshSessionCommand } from '../application/commands/refresh-session/refresh-session.command';
import { RequestPasswordResetCommand } from '../application/commands/request-password-reset/request-password-reset.command';
import { ResetPasswordCommand } from '../application/commands/reset-password/reset-password.command';
import { SendVerificationMailCommand } from '../application/commands/send-verification-mail/send-verification-mail.command';
import { SignInWithGoogleCommand } from '../application/commands/sign-in-with-google/sign-in-with-google.command';
import { SignInWithMfaCommand } from '../application/commands/sign-in-with-mfa/sign-in-with-mfa.command';
import { SignInCommand } from '../application/commands/sign-in/sign-in.command';
import { SignOutEverywhereCommand } from '../application/commands/sign-out-everywhere/sign-out-everywhere.command';
import { SignOutCommand } from '../application/commands/sign-out/sign-out.command';
import { SignUpCommand } from '../application/commands/sign-up/sign-up.command';
import { VerifyEmailCommand } from '../application/commands/verify-email/verify-email.command';
import { CheckResetLinkQuery } from '../application/queries/check-reset-link/check-reset-link.query';
import { GetSessionUserQuery } from '../application/queries/get-session-user/get-session-user.query';
import { IdentityErrorCode, IdentityException } from '../domain/identity.exception';
import { ACCESS_TOKEN_TTL_SECONDS } from '../domain/session-policy';
import type { SessionPrincipal } from '../infrastructure/session-registry';
import type { IssuedSession } from '../infrastructure/session-tokens';
import {
  ChangePasswordRequestDto,
  ForgotPasswordRequestDto,
  ResetLinkRequestDto,
  ResetPasswordRequestDto,
  SignInRequestDto,
  SignUpRequestDto,
  VerifyEmailRequestDto,
} from './dto/auth.request.dto';
import {
  AuthProvidersResponseDto,
  MessageResponseDto,
  SessionResponseDto,
  SignedInResponseDto,
} from './dto/auth.response.dto';
import { SignInMfaRequestDto } from './dto/two-factor.dto';
import { GoogleCallbackGuard, GoogleStartGuard, type RequestWithGoogleOutcome } from './google.guards';
import { RATE_LIMITS } from './rate-limits';
import { requestClient } from './request-client';
import { REFRESH_COOKIE, SessionCookies, TRUSTED_DEVICE_COOKIE } from './session-cookies';

/** The web app's landing page after Google; it reads the session and goes on (spec /auth/callback). */
const WEB_CALLBACK = '/auth/callback';
/** Where a Google sign-in of an account with two-factor on asks for the code. */
const WEB_SECOND_STEP = '/login';
export const RESET_REQUESTED_MESSAGE =
  'If an account exists for this address, we have sent a link to reset its password.';

/** Sign-up, sign-in, sessions, passwords and e-mail verification. Nothing here is ever cached. */
@ApiTags('auth')
@NoStore()
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
  @ApiOperation({
    summary:
      'Create an account and sign in; a link to confirm the address is mailed. A taken address is refused (409) and its owner told.',
  })
  @ApiOkResponse({ type: SignedInResponseDto })
  @ApiTooManyRequestsResponse()
  @HttpCode(HttpStatus.OK)
  async signUp(
    @Body() body: SignUpRequestDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SignedInResponseDto> {
    await this.limiter.consume(
      `sign-up:${clientNetworkOf(request.ip)}`,
      RATE_LIMITS.signUpPerIp.limit,
      RATE_LIMITS.signUpPerIp.windowMs,
    );
    const session = await this.commands.execute(
      new SignUpCommand(
        body.firstName,
        body.lastName,
        body.email,
        body.password,
        body.confirmPassword,
        body.rememberMe ?? false,
        requestClient(request),
      ),
    );
    return this.signedIn(reply, session);
  }

  @Public()
  @Post('sign-in')
  @ApiOperation({
    summary:
      'Sign in with e-mail and password; the same answer, in the same time, for an unknown address and a wrong password. Repeated failures for an address wait, then lock (429 TOO_MANY_SIGN_IN_ATTEMPTS). With two-factor on (and this browser not remembered), a right password answers 401 MFA_REQUIRED with a `ticket` for POST /api/auth/sign-in/mfa.',
  })
  @ApiOkResponse({ type: SignedInResponseDto })
  @ApiUnauthorizedResponse({
    description:
      'Wrong e-mail or password (INVALID_CREDENTIALS), or the second step is needed (MFA_REQUIRED, `ticket`).',
  })
  @ApiTooManyRequestsResponse()
  @HttpCode(HttpStatus.OK)
  async signIn(
    @Body() body: SignInRequestDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SignedInResponseDto> {
    const { signInPerIp } = RATE_LIMITS;
    await this.limiter.consume(`sign-in:${clientNetworkOf(request.ip)}`, signInPerIp.limit, signInPerIp.windowMs);
    const session = await this.commands.execute(
      new SignInCommand(
        body.email,
        body.password,
        body.rememberMe ?? false,
        requestClient(request),
        request.cookies[TRUSTED_DEVICE_COOKIE],
      ),
    );
    return this.signedIn(reply, session);
  }

  @Public()
  @Post('sign-in/mfa')
  @ApiOperation({
    summary:
      "Sign-in's second step: the ticket of MFA_REQUIRED and a code of the authenticator app (or a recovery code, used once). Signs in as sign-in does; `rememberDevice` skips this step on this browser for 30 days. Wrong codes count as failed sign-ins of the address, and a ticket ends after 5.",
  })
  @ApiOkResponse({ type: SignedInResponseDto })
  @ApiUnauthorizedResponse({ description: 'The ticket is unknown, expired, spent or worn out (MFA_TICKET_INVALID).' })
  @ApiTooManyRequestsResponse()
  @HttpCode(HttpStatus.OK)
  async signInWithMfa(
    @Body() body: SignInMfaRequestDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SignedInResponseDto> {
    const { signInPerIp } = RATE_LIMITS;
    await this.limiter.consume(`sign-in:${clientNetworkOf(request.ip)}`, signInPerIp.limit, signInPerIp.windowMs);
    const { session, deviceToken } = await this.commands.execute(
      new SignInWithMfaCommand(body.ticket, body.code, body.rememberDevice ?? false, requestClient(request)),
    );
    if (deviceToken) this.cookies.setTrustedDevice(reply, deviceToken);
    return this.signedIn(reply, session);
  }

  @Public()
  @Post('refresh')
  @ApiOperation({ summary: 'Rotate the refresh cookie and issue a new access cookie.' })
  @ApiOkResponse({ type: SessionResponseDto })
  @ApiUnauthorizedResponse({ description: 'No refresh cookie, or the session has ended: sign in again.' })
  @HttpCode(HttpStatus.OK)
  async refresh(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SessionResponseDto> {
    try {
      const session = await this.commands.execute(
        new RefreshSessionCommand(request.cookies[REFRESH_COOKIE], requestClient(request)),
      );
      this.cookies.set(reply, session);
      return { user: session.user };
    } catch (error) {
      this.cookies.clear(reply);
      throw error;
    }
  }

  @PublicWithOptionalUser()
  @Post('sign-out')
  @ApiOperation({
    summary: 'Log Out: end the session (its refresh and access tokens, on every server) and clear the cookies.',
  })
  @ApiNoContentResponse()
  @HttpCode(HttpStatus.NO_CONTENT)
  async signOut(
    @OptionalUser() user: SessionPrincipal | null,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    const accessTokenSession = user ? { sessionId: user.sessionId, userId: user.id } : null;
    await this.commands.execute(
      new SignOutCommand(request.cookies[REFRESH_COOKIE], accessTokenSession, requestClient(request)),
    );
    this.cookies.clear(reply);
  }

  @Post('sign-out-everywhere')
  @AccountRoute()
  @ApiOperation({ summary: 'End every session of the account, this one included, on every device and server.' })
  @ApiNoContentResponse()
  @HttpCode(HttpStatus.NO_CONTENT)
  async signOutEverywhere(
    @CurrentUser() user: SessionPrincipal,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    await this.commands.execute(new SignOutEverywhereCommand(user.id, requestClient(request)));
    this.cookies.clear(reply);
  }

  @Get('session')
  @AccountRoute()
  @ApiOperation({ summary: 'The signed-in user.' })
  @ApiOkResponse({ type: SessionResponseDto })
  async session(@CurrentUser() user: SessionPrincipal): Promise<SessionResponseDto> {
    return { user: await this.queries.execute(new GetSessionUserQuery(user.id)) };
  }

  @Public()
  @Post('email/verify')
  @ApiOperation({ summary: 'Confirm an address with the token of a mailed link (works signed out too).' })
  @ApiOkResponse({ type: SessionResponseDto })
  @HttpCode(HttpStatus.OK)
  async verifyEmail(@Body() body: VerifyEmailRequestDto, @Req() request: FastifyRequest): Promise<SessionResponseDto> {
    return { user: await this.commands.execute(new VerifyEmailCommand(body.token, requestClient(request))) };
  }

  @Post('email/verification')
  @AccountRoute()
  @ApiOperation({ summary: 'Mail a new link to confirm the address (older links stop working).' })
  @ApiNoContentResponse()
  @ApiTooManyRequestsResponse()
  @HttpCode(HttpStatus.NO_CONTENT)
  async sendVerificationMail(@CurrentUser() user: SessionPrincipal): Promise<void> {
    const { verificationMailPerUser } = RATE_LIMITS;
    await this.limiter.consume(
      `verification-mail:${user.id}`,
      verificationMailPerUser.limit,
      verificationMailPerUser.windowMs,
    );
    await this.commands.execute(new SendVerificationMailCommand(user.id));
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
    await this.limiter.consume(
      `reset:${clientNetworkOf(request.ip)}`,
      resetRequestPerIp.limit,
      resetRequestPerIp.windowMs,
    );
    await this.limiter.consume(
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
  @ApiOperation({
    summary: 'Set a new password from a reset link; confirms the address, signs out every session, mails the owner.',
  })
  @ApiNoContentResponse()
  @HttpCode(HttpStatus.NO_CONTENT)
  async resetPassword(@Body() body: ResetPasswordRequestDto, @Req() request: FastifyRequest): Promise<void> {
    await this.commands.execute(
      new ResetPasswordCommand(body.token, body.password, body.confirmPassword, requestClient(request)),
    );
  }

  @Post('password/change')
  @AccountRoute()
  @ApiOperation({
    summary: 'Change the password (current password required); every other session ends and the owner is mailed.',
  })
  @ApiNoContentResponse()
  @HttpCode(HttpStatus.NO_CONTENT)
  async changePassword(
    @CurrentUser() user: SessionPrincipal,
    @Body() body: ChangePasswordRequestDto,
    @Req() request: FastifyRequest,
  ): Promise<void> {
    const { changePasswordPerUser } = RATE_LIMITS;
    await this.limiter.consume(
      `change-password:${user.id}`,
      changePasswordPerUser.limit,
      changePasswordPerUser.windowMs,
    );
    await this.commands.execute(
      new ChangePasswordCommand(
        user.id,
        user.sessionId,
        body.currentPassword,
        body.newPassword,
        body.confirmPassword,
        requestClient(request),
      ),
    );
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
      const session = await this.commands.execute(
        new SignInWithGoogleCommand(
          outcome.identity,
          outcome.rememberMe,
          requestClient(request),
          request.cookies[TRUSTED_DEVICE_COOKIE],
        ),
      );
      this.cookies.set(reply, session);
      return void reply.redirect(WEB_CALLBACK, HttpStatus.FOUND);
    } catch (error) {
      // The second step happens on the sign-in page; a fragment keeps the ticket out of logs and referrers.
      if (error instanceof IdentityException && error.code === IdentityErrorCode.MfaRequired) {
        const { ticket } = error.getResponse() as { ticket: string };
        return void reply.redirect(`${WEB_SECOND_STEP}#mfa=${encodeURIComponent(ticket)}`, HttpStatus.FOUND);
      }
      return void reply.redirect(`${WEB_CALLBACK}?error=auth_failed`, HttpStatus.FOUND);
    }
  }

  private signedIn(reply: FastifyReply, session: IssuedSession): SignedInResponseDto {
    this.cookies.set(reply, session);
    return { user: session.user, accessToken: session.accessToken, expiresIn: ACCESS_TOKEN_TTL_SECONDS };
  }
}
