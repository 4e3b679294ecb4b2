import { Command } from '@nestjs/cqrs';
import type { RequestClient } from '../../request-client';

/** Revokes one of the user's API keys: it is refused from the next request on, on every server. */
export class RevokeApiKeyCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly apiKeyId: string,
    readonly client: RequestClient,
  ) {
    super();
  }
}
