import { GetWorkspaceNameQuery, type WorkspaceNameView } from '@liveqr/shared/contracts';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { IdentityErrorCode, IdentityException } from '../../../domain/identity.exception';
import { ApiKeys } from '../../../infrastructure/api-keys';
import { type CurrentApiKeyView, GetCurrentApiKeyQuery } from './get-current-api-key.query';

@QueryHandler(GetCurrentApiKeyQuery)
export class GetCurrentApiKeyHandler implements IQueryHandler<GetCurrentApiKeyQuery, CurrentApiKeyView> {
  constructor(
    private readonly apiKeys: ApiKeys,
    private readonly queries: QueryBus,
  ) {}

  async execute({ workspaceId, apiKeyId, role }: GetCurrentApiKeyQuery): Promise<CurrentApiKeyView> {
    const key = await this.apiKeys.find(workspaceId, apiKeyId);
    // The guard let the key in a moment ago: gone now means revoked with its workspace, as good as unknown.
    if (!key) throw new IdentityException(IdentityErrorCode.ApiKeyNotFound);
    // A personal workspace's id is its person's: it has no name (and its row may not be written yet).
    const workspace: WorkspaceNameView | null =
      workspaceId === key.userId
        ? { name: null, personal: true }
        : await this.queries.execute<GetWorkspaceNameQuery, WorkspaceNameView | null>(
            new GetWorkspaceNameQuery(workspaceId),
          );
    if (!workspace) throw new IdentityException(IdentityErrorCode.ApiKeyNotFound);
    const { id, name, prefix, scopes, expiresAt } = key.toView();
    return { id, name, prefix, scopes, expiresAt, workspace: { id: workspaceId, ...workspace }, role };
  }
}
