import type { ApiKeyView } from '@liveqr/shared/contracts';
import { Query } from '@nestjs/cqrs';

/** The signed-in user's API keys, newest first, without their secrets. */
export class ListApiKeysQuery extends Query<ApiKeyView[]> {
  constructor(readonly userId: string) {
    super();
  }
}
