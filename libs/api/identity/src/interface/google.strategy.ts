import { PassportStrategy } from '@nestjs/passport';
import type { AppConfig } from '@liveqr/api/platform';
import { type Profile, Strategy } from 'passport-google-oauth20';
import type { GoogleIdentity } from '../application/commands/sign-in-with-google/sign-in-with-google.command';

export const GOOGLE_CALLBACK_PATH = '/api/auth/google/callback';

/**
 * Google's authorization-code flow. The URLs come from the config, so tests run it against
 * a local OAuth2 server. `state` is handled by the guards (a signed cookie), not a session.
 */
export class GoogleStrategy extends PassportStrategy(Strategy, 'google') {
  constructor(google: NonNullable<AppConfig['google']>, publicUrl: string) {
    super({
      clientID: google.clientId,
      clientSecret: google.clientSecret,
      callbackURL: `${publicUrl}${GOOGLE_CALLBACK_PATH}`,
      authorizationURL: google.authorizationUrl,
      tokenURL: google.tokenUrl,
      userProfileURL: google.userInfoUrl,
      scope: ['openid', 'email', 'profile'],
    });
  }

  validate(_accessToken: string, _refreshToken: string, profile: Profile): GoogleIdentity {
    const email = profile.emails?.[0];
    return {
      googleId: profile.id,
      email: email?.value,
      // Google's user info says `email_verified: true`; some libraries pass it as the string 'true'.
      emailVerified: String(email?.verified) === 'true',
      firstName: profile.name?.givenName ?? '',
      lastName: profile.name?.familyName ?? '',
    };
  }
}
