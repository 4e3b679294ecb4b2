import type { WorkspaceRole } from '@liveqr/shared/contracts';
import { Query } from '@nestjs/cqrs';
import type { ApiKeyView } from '../../../domain/api-key.entity';

/** The key a call was made with, with the workspace it acts on (for `liveqr keys whoami`). */
export interface CurrentApiKeyView extends Pick<ApiKeyView, 'id' | 'name' | 'prefix' | 'scopes' | 'expiresAt'> {
  workspace: { id: string; name: string | null; personal: boolean };
  /** What the key may do there: its creator's role, as the caller guard resolved it for this call. */
  role: WorkspaceRole;
}

export class GetCurrentApiKeyQuery extends Query<CurrentApiKeyView> {
  constructor(
    readonly workspaceId: string,
    readonly apiKeyId: string,
    readonly role: WorkspaceRole,
  ) {
    super();
  }
}
