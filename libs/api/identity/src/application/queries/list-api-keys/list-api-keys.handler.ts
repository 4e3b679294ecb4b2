import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ApiKeys } from '../../../infrastructure/api-keys';
import { ListApiKeysQuery } from './list-api-keys.query';
import type { ApiKeyView } from '../../../domain/api-key.entity';

@QueryHandler(ListApiKeysQuery)
export class ListApiKeysHandler implements IQueryHandler<ListApiKeysQuery> {
  constructor(private readonly apiKeys: ApiKeys) {}

  async execute(query: ListApiKeysQuery): Promise<ApiKeyView[]> {
    return (await this.apiKeys.list(query.workspaceId)).map((key) => key.toView());
  }
}
