import type { ApiScope } from '@liveqr/shared/contracts';
import { Command } from '@nestjs/cqrs';
import type { ApiKeyView } from '../../../domain/api-key.entity';
import type { RequestClient } from '../../request-client';

/** The answer to creating a key: the only time its secret is shown. */
export interface CreatedApiKey extends ApiKeyView {
  secret: string;
}

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
