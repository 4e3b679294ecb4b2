import type { Actor } from '@liveqr/shared/contracts';
import { Command } from '@nestjs/cqrs';
import type { RequestClient } from '../../request-client';

/** Revokes one of the workspace's API keys (`actor` did it): refused at once on this server, and on the others as soon as they hear of it. */
export class RevokeApiKeyCommand extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly workspaceId: string,
    readonly apiKeyId: string,
    readonly client: RequestClient,
  ) {
    super();
  }
}
