import { Query } from '@nestjs/cqrs';
import type { ApiKeyView } from '../../../domain/api-key.entity';

/** The workspace's API keys, newest first, without their secrets. */
export class ListApiKeysQuery extends Query<ApiKeyView[]> {
  constructor(readonly workspaceId: string) {
    super();
  }
}
