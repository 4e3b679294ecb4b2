import type { ApiScope, CreatedApiKey } from '@liveqr/shared/contracts';
import { Command } from '@nestjs/cqrs';
import type { RequestClient } from '../../request-client';

/** A new personal API key of the signed-in user, answered with its secret (shown this once). */
export class CreateApiKeyCommand extends Command<CreatedApiKey> {
  constructor(
    readonly userId: string,
    readonly name: string,
    readonly scopes: readonly ApiScope[],
    readonly expiresAt: Date | null,
    readonly client: RequestClient,
  ) {
    super();
  }
}
