import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { APP_CONFIG, type AppConfig } from '@liveqr/api/platform';
import type { AuthenticatedUser } from '@liveqr/shared/contracts';
import type { FastifyRequest } from 'fastify';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { UsersRepository } from '../infrastructure/users.repository';
import { ACCESS_COOKIE } from './session-cookies';

interface AccessTokenPayload {
  sub: string;
  /** The user's session version when the token was issued. */
  ver: number;
}

/** The access token from `Authorization: Bearer` (API consumers) or the session cookie (the web app). */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly users: UsersRepository,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromExtractors([
        ExtractJwt.fromAuthHeaderAsBearerToken(),
        (request: FastifyRequest) => request?.cookies?.[ACCESS_COOKIE] ?? null,
      ]),
      secretOrKey: config.jwtSecret,
      algorithms: ['HS256'],
    });
  }

  /** A deleted user, or a token issued before the last password reset/change, is no session. */
  async validate(payload: AccessTokenPayload): Promise<AuthenticatedUser | null> {
    const user = await this.users.findById(payload.sub);
    if (!user || !user.acceptsSessionVersion(payload.ver)) return null;
    return { id: user.id, email: user.email };
  }
}
