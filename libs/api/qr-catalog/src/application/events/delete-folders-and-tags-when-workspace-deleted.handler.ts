import { WorkspaceDeletedEvent } from '@liveqr/shared/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { FoldersRepository } from '../../infrastructure/folders.repository';
import { OrganiserDeletionsRepository } from '../../infrastructure/organiser-deletions.repository';
import { TagsRepository } from '../../infrastructure/tags.repository';

/** A deleted workspace (or the account of a personal one) takes its folders and tags with it, and what an undo could bring back (its codes go in their own handler). */
@EventsHandler(WorkspaceDeletedEvent)
export class DeleteFoldersAndTagsWhenWorkspaceDeletedHandler implements IEventHandler<WorkspaceDeletedEvent> {
  constructor(private readonly em: EntityManager) {}

  async handle({ workspaceId }: WorkspaceDeletedEvent): Promise<void> {
    // Events run outside the request that raised them: a fork of its own.
    const em = this.em.fork();
    await new TagsRepository(em).removeAllOf(workspaceId);
    await new FoldersRepository(em).removeAllOf(workspaceId);
    await new OrganiserDeletionsRepository(em).removeAllOf(workspaceId);
  }
}
