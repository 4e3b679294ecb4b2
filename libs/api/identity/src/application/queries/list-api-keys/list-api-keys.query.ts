import { Query } from '@nestjs/cqrs';
import type { ApiKeyView } from '../../../domain/api-key.entity';

/** The signed-in user's API keys, newest first, without their secrets. */
export class ListApiKeysQuery extends Query<ApiKeyView[]> {
  constructor(readonly userId: string) {
    super();
  }
}
