import { ApiKeyChangedEvent } from '@liveqr/shared/contracts';
import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { IdentityErrorCode, IdentityException } from '../../../domain/identity.exception';
import { MAX_ACTIVE_API_KEYS } from '../../../domain/session-policy';
import { AccountActivity } from '../../../infrastructure/account-activity';
import { ApiKeys } from '../../../infrastructure/api-keys';
import { UsersRepository } from '../../../infrastructure/users.repository';
import { CreateApiKeyCommand, type CreatedApiKey, createdApiKey } from './create-api-key.command';

@CommandHandler(CreateApiKeyCommand)
export class CreateApiKeyHandler implements ICommandHandler<CreateApiKeyCommand> {
  constructor(
    private readonly apiKeys: ApiKeys,
    private readonly activity: AccountActivity,
    private readonly users: UsersRepository,
    private readonly events: EventBus,
  ) {}

  async execute({ actor, workspaceId, name, scopes, expiresAt, client }: CreateApiKeyCommand): Promise<CreatedApiKey> {
    const { userId } = actor;
    // Whoever signed up with someone else's address must not get a way in that outlives a password reset.
    if (!(await this.users.findById(userId))?.isEmailVerified()) {
      throw new IdentityException(IdentityErrorCode.EmailNotVerified);
    }
    const now = new Date();
    if (expiresAt && expiresAt <= now) throw new IdentityException(IdentityErrorCode.ApiKeyExpiryInPast);
    if ((await this.apiKeys.countActive(workspaceId, now)) >= MAX_ACTIVE_API_KEYS) {
      throw new IdentityException(IdentityErrorCode.ApiKeyLimitReached);
    }
    const { key, secret } = await this.apiKeys.issue(userId, workspaceId, { name, scopes, expiresAt });
    await this.activity.record(userId, 'api_key_created', { client });
    this.events.publish(new ApiKeyChangedEvent(workspaceId, key.toLabel(), 'created', actor));
    return createdApiKey(key, secret);
  }
}
