import { WorkspaceDeletedEvent, WorkspaceMemberRemovedEvent } from '@liveqr/shared/contracts';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { ApiKeys } from '../../infrastructure/api-keys';

/**
 * Someone who leaves a workspace (or is removed) keeps no key for it; a deleted workspace keeps no
 * key at all. The caller guard already refuses such keys (their creator has no role there): this
 * makes the refusal last and shows it on the keys list.
 */
@EventsHandler(WorkspaceMemberRemovedEvent, WorkspaceDeletedEvent)
export class RevokeApiKeysWhenMemberLeavesHandler implements IEventHandler<
  WorkspaceMemberRemovedEvent | WorkspaceDeletedEvent
> {
  constructor(private readonly apiKeys: ApiKeys) {}

  async handle(event: WorkspaceMemberRemovedEvent | WorkspaceDeletedEvent): Promise<void> {
    await this.apiKeys.revokeInWorkspace(
      event.workspaceId,
      event instanceof WorkspaceMemberRemovedEvent ? event.userId : undefined,
    );
  }
}
