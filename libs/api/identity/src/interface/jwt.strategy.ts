import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { APP_CONFIG, type AppConfig } from '@liveqr/api/platform';
import type { FastifyRequest } from 'fastify';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { type SessionPrincipal, SessionRegistry } from '../infrastructure/session-registry';
import type { AccessTokenClaims } from '../infrastructure/session-tokens';
import { ACCESS_COOKIE } from './session-cookies';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

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
    const { sub, sid, exp } = payload;
    if (typeof exp !== 'number' || !isUuid(sub) || !isUuid(sid)) return null;
    return this.registry.principal(sid, sub);
  }
}
