import { EntityManager } from '@mikro-orm/postgresql';
import { type ApiKeyLabel, GetApiKeyLabelsQuery } from '@liveqr/shared/contracts';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ApiKey } from '../../../domain/api-key.entity';

/** How the audit log names the keys that made changes: revoked ones too, never their secrets. */
@QueryHandler(GetApiKeyLabelsQuery)
export class GetApiKeyLabelsHandler implements IQueryHandler<GetApiKeyLabelsQuery, ApiKeyLabel[]> {
  constructor(private readonly em: EntityManager) {}

  async execute({ workspaceId, apiKeyIds }: GetApiKeyLabelsQuery): Promise<ApiKeyLabel[]> {
    if (apiKeyIds.length === 0) return [];
    const keys = await this.em
      .fork()
      .find(ApiKey, { workspaceId, id: { $in: [...apiKeyIds] } }, { fields: ['id', 'name', 'prefix'] });
    return keys.map((key) => key.toLabel());
  }
}
