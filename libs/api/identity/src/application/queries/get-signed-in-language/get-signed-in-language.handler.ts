import { GetSignedInLanguageQuery, type Language } from '@liveqr/shared/contracts';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SessionRegistry } from '../../../infrastructure/session-registry';
import { SessionTokens } from '../../../infrastructure/session-tokens';

/**
 * The profile language of a signed-in visitor of the server's own pages, as cheaply as the API
 * checks a session: the token's signature, then the session as last read (a query at most every
 * few seconds per session). The token carries no language, which would be wrong for up to its
 * 15 minutes after the profile changed; the session check is read again at once on that change.
 */
@QueryHandler(GetSignedInLanguageQuery)
export class GetSignedInLanguageHandler implements IQueryHandler<GetSignedInLanguageQuery, Language | null> {
  constructor(
    private readonly tokens: SessionTokens,
    private readonly registry: SessionRegistry,
  ) {}

  async execute({ accessToken }: GetSignedInLanguageQuery): Promise<Language | null> {
    const claims = this.tokens.claimsOf(accessToken);
    return claims ? this.registry.languageOf(claims.sid, claims.sub) : null;
  }
}
