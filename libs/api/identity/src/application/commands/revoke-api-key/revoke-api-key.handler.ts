import { EntityManager } from '@mikro-orm/postgresql';
import { ApiKeyChangedEvent } from '@liveqr/shared/contracts';
import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { IdentityErrorCode, IdentityException } from '../../../domain/identity.exception';
import { AccountActivity } from '../../../infrastructure/account-activity';
import { ApiKeys } from '../../../infrastructure/api-keys';
import { RevokeApiKeyCommand } from './revoke-api-key.command';

@CommandHandler(RevokeApiKeyCommand)
export class RevokeApiKeyHandler implements ICommandHandler<RevokeApiKeyCommand> {
  constructor(
    private readonly apiKeys: ApiKeys,
    private readonly activity: AccountActivity,
    private readonly em: EntityManager,
    private readonly events: EventBus,
  ) {}

  /** Revoking a revoked key again changes nothing and is not an error. */
  async execute({ actor, workspaceId, apiKeyId, client }: RevokeApiKeyCommand): Promise<void> {
    const key = await this.apiKeys.find(workspaceId, apiKeyId);
    if (!key) throw new IdentityException(IdentityErrorCode.ApiKeyNotFound);
    if (key.revokedAt) return;
    key.revoke();
    await this.em.flush();
    await this.apiKeys.changed(key.id);
    await this.activity.record(actor.userId, 'api_key_revoked', { client });
    this.events.publish(new ApiKeyChangedEvent(workspaceId, key.toLabel(), 'revoked', actor));
  }
}
