import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { APP_CONFIG, type AppConfig } from '@liveqr/api/platform';
import { CreateApiKeyHandler } from './application/commands/create-api-key/create-api-key.handler';
import { RevokeApiKeyHandler } from './application/commands/revoke-api-key/revoke-api-key.handler';
import { ChangePasswordHandler } from './application/commands/change-password/change-password.handler';
import { DeleteAccountHandler } from './application/commands/delete-account/delete-account.handler';
import { RefreshSessionHandler } from './application/commands/refresh-session/refresh-session.handler';
import { RequestEmailChangeHandler } from './application/commands/request-email-change/request-email-change.handler';
import { RequestPasswordResetHandler } from './application/commands/request-password-reset/request-password-reset.handler';
import { ResetPasswordHandler } from './application/commands/reset-password/reset-password.handler';
import { SendVerificationMailHandler } from './application/commands/send-verification-mail/send-verification-mail.handler';
import { SignInWithGoogleHandler } from './application/commands/sign-in-with-google/sign-in-with-google.handler';
import { SignInHandler } from './application/commands/sign-in/sign-in.handler';
import { SignInWithMfaHandler } from './application/commands/sign-in-with-mfa/sign-in-with-mfa.handler';
import { StartTotpEnrolmentHandler } from './application/commands/start-totp-enrolment/start-totp-enrolment.handler';
import { ConfirmTotpHandler } from './application/commands/confirm-totp/confirm-totp.handler';
import { TurnOffTotpHandler } from './application/commands/turn-off-totp/turn-off-totp.handler';
import { GetTwoFactorStatusHandler } from './application/queries/get-two-factor-status/get-two-factor-status.handler';
import { SecondFactor } from './application/second-factor';
import { SignInLockNotice } from './application/sign-in-lock-notice';
import { SignOutEverywhereHandler } from './application/commands/sign-out-everywhere/sign-out-everywhere.handler';
import { SignOutHandler } from './application/commands/sign-out/sign-out.handler';
import { SignUpHandler } from './application/commands/sign-up/sign-up.handler';
import { UpdateProfileHandler } from './application/commands/update-profile/update-profile.handler';
import { VerifyEmailHandler } from './application/commands/verify-email/verify-email.handler';
import { ConfirmEmailByInvitationHandler } from './application/commands/confirm-email-by-invitation/confirm-email-by-invitation.handler';
import { AccountDataExports } from './application/account-data-exports';
import { EmailVerification } from './application/email-verification';
import { AccessRevocation } from './application/access-revocation';
import { IsEmailVerifiedHandler } from './application/queries/is-email-verified/is-email-verified.handler';
import { GetMailRecipientHandler } from './application/queries/get-mail-recipient/get-mail-recipient.handler';
import { GetMailRecipientsHandler } from './application/queries/get-mail-recipients/get-mail-recipients.handler';
import { GetSignedInLanguageHandler } from './application/queries/get-signed-in-language/get-signed-in-language.handler';
import { ListApiKeysHandler } from './application/queries/list-api-keys/list-api-keys.handler';
import { GetCurrentApiKeyHandler } from './application/queries/get-current-api-key/get-current-api-key.handler';
import { GetApiKeyLabelsHandler } from './application/queries/get-api-key-labels/get-api-key-labels.handler';
import { CheckResetLinkHandler } from './application/queries/check-reset-link/check-reset-link.handler';
import { GetAccountActivityHandler } from './application/queries/get-account-activity/get-account-activity.handler';
import { GetProfileHandler } from './application/queries/get-profile/get-profile.handler';
import { GetSessionUserHandler } from './application/queries/get-session-user/get-session-user.handler';
import { AccountEvent } from './domain/account-event.entity';
import { ApiKey } from './domain/api-key.entity';
import { EmailVerificationToken, PasswordResetToken } from './domain/one-time-link.entity';
import { Profile } from './domain/profile.entity';
import { RefreshToken } from './domain/refresh-token.entity';
import { Session } from './domain/session.entity';
import { ACCESS_TOKEN_TTL_SECONDS } from './domain/session-policy';
import { User } from './domain/user.entity';
import { AccountActivity } from './infrastructure/account-activity';
import { ApiKeys } from './infrastructure/api-keys';
import { AccountMails } from './infrastructure/mail/account-mails';
import { ResetLinks, VerificationLinks } from './infrastructure/one-time-links';
import { SessionRegistry } from './infrastructure/session-registry';
import { SessionTokens } from './infrastructure/session-tokens';
import { SignInThrottles } from './infrastructure/sign-in-throttles';
import { TotpSecrets } from './infrastructure/totp-secrets';
import { TwoFactorStore } from './infrastructure/two-factor-store';
import { UsersRepository } from './infrastructure/users.repository';
import { AccountController } from './interface/account.controller';
import { ApiKeysController } from './interface/api-keys.controller';
import { CurrentApiKeyController } from './interface/current-api-key.controller';
import { AuthController } from './interface/auth.controller';
import { GoogleCallbackGuard, GoogleStartGuard } from './interface/google.guards';
import { GoogleStrategy } from './interface/google.strategy';
import { JwtStrategy } from './interface/jwt.strategy';
import { ProfileController } from './interface/profile.controller';
import { SessionCookies } from './interface/session-cookies';
import { TwoFactorController } from './interface/two-factor.controller';
import { CallerGuard } from './interface/caller.guard';
import { RevokeApiKeysWhenMemberLeavesHandler } from './application/events/revoke-api-keys-when-member-leaves.handler';

/**
 * The identity bounded context: accounts, verified addresses, sessions that end everywhere,
 * Google sign-in, passwords, profiles, recent activity and personal API keys.
 */
@Module({
  imports: [
    MikroOrmModule.forFeature([
      User,
      Session,
      RefreshToken,
      PasswordResetToken,
      EmailVerificationToken,
      Profile,
      AccountEvent,
      ApiKey,
    ]),
    PassportModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        secret: config.jwtSecret,
        signOptions: { expiresIn: ACCESS_TOKEN_TTL_SECONDS, algorithm: 'HS256' },
      }),
    }),
  ],
  controllers: [
    AuthController,
    ProfileController,
    AccountController,
    TwoFactorController,
    ApiKeysController,
    CurrentApiKeyController,
  ],
  providers: [
    SignUpHandler,
    SignInHandler,
    SignInWithMfaHandler,
    StartTotpEnrolmentHandler,
    ConfirmTotpHandler,
    TurnOffTotpHandler,
    GetTwoFactorStatusHandler,
    SecondFactor,
    SignInLockNotice,
    TotpSecrets,
    TwoFactorStore,
    RefreshSessionHandler,
    SignOutHandler,
    SignOutEverywhereHandler,
    RequestPasswordResetHandler,
    ResetPasswordHandler,
    SignInWithGoogleHandler,
    ChangePasswordHandler,
    SendVerificationMailHandler,
    VerifyEmailHandler,
    ConfirmEmailByInvitationHandler,
    RequestEmailChangeHandler,
    DeleteAccountHandler,
    CreateApiKeyHandler,
    RevokeApiKeyHandler,
    ListApiKeysHandler,
    GetCurrentApiKeyHandler,
    GetApiKeyLabelsHandler,
    GetMailRecipientHandler,
    GetMailRecipientsHandler,
    IsEmailVerifiedHandler,
    GetSignedInLanguageHandler,
    ApiKeys,
    UpdateProfileHandler,
    CheckResetLinkHandler,
    GetProfileHandler,
    GetSessionUserHandler,
    GetAccountActivityHandler,
    EmailVerification,
    AccessRevocation,
    AccountDataExports,
    UsersRepository,
    ResetLinks,
    VerificationLinks,
    SessionRegistry,
    SessionTokens,
    SignInThrottles,
    AccountActivity,
    AccountMails,
    SessionCookies,
    JwtStrategy,
    // Registered with passport only when Google is configured.
    {
      provide: GoogleStrategy,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => (config.google ? new GoogleStrategy(config.google, config.publicUrl) : null),
    },
    GoogleStartGuard,
    GoogleCallbackGuard,
    RevokeApiKeysWhenMemberLeavesHandler,
    { provide: APP_GUARD, useClass: CallerGuard },
  ],
})
export class IdentityModule {}
