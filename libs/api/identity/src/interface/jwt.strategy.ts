import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { APP_CONFIG, type AppConfig } from '@liveqr/api/platform';
import { ACCESS_COOKIE } from '@liveqr/shared/contracts';
import type { FastifyRequest } from 'fastify';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { type SessionPrincipal, SessionRegistry } from '../infrastructure/session-registry';
import { accessTokenClaims, type AccessTokenClaims } from '../infrastructure/session-tokens';

/**
 * The access token from `Authorization: Bearer` (API consumers) or the session cookie (the web app).
 * Only HS256 with our key; a token must carry `exp` (never valid forever) and a session that has
 * not ended.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly registry: SessionRegistry,
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

  async validate(payload: Partial<AccessTokenClaims> & { exp?: unknown }): Promise<SessionPrincipal | null> {
    const claims = accessTokenClaims(payload);
    return claims ? this.registry.principal(claims.sid, claims.sub) : null;
  }
}
