import { defineEntity, p } from '@mikro-orm/postgresql';

/**
 * One sign-in on one device. Its id is in every access token issued for it (`sid`) and is the
 * family of its rotating refresh tokens; a revoked session ends both, on every server.
 */
const SessionSchema = defineEntity({
  name: 'Session',
  tableName: 'sessions',
  properties: {
    id: p.uuid().primary(),
    userId: p.uuid(),
    createdAt: p.datetime(),
    revokedAt: p.datetime().nullable(),
  },
});

export class Session extends SessionSchema.class {}
SessionSchema.setClass(Session);
