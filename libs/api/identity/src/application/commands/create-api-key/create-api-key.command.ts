import type { Actor, ApiScope } from '@liveqr/shared/contracts';
import { Command } from '@nestjs/cqrs';
import type { ApiKey } from '../../../domain/api-key.entity';
import type { RequestClient } from '../../request-client';

/** The answer to creating a key (CreatedApiKeyResponseDto): the only time its secret is shown. */
export function createdApiKey(key: ApiKey, secret: string) {
  return { ...key.toView(), secret };
}

export type CreatedApiKey = ReturnType<typeof createdApiKey>;

/** A new API key of the workspace, acting with its creator's (`actor`'s) role there at most, answered with its secret (shown this once). */
export class CreateApiKeyCommand extends Command<CreatedApiKey> {
  constructor(
    readonly actor: Actor,
    readonly workspaceId: string,
    readonly name: string,
    readonly scopes: readonly ApiScope[],
    readonly expiresAt: Date | null,
    readonly client: RequestClient,
  ) {
    super();
  }
}
