import { UserDeletedEvent } from '@liveqr/shared/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { FoldersRepository } from '../../infrastructure/folders.repository';
import { OrganiserDeletionsRepository } from '../../infrastructure/organiser-deletions.repository';
import { TagsRepository } from '../../infrastructure/tags.repository';

/** A deleted account takes its folders and tags with it, and what an undo could bring back (its codes go in their own handler). */
@EventsHandler(UserDeletedEvent)
export class DeleteFoldersAndTagsWhenUserDeletedHandler implements IEventHandler<UserDeletedEvent> {
  constructor(private readonly em: EntityManager) {}

  async handle({ userId }: UserDeletedEvent): Promise<void> {
    // Events run outside the request that raised them: a fork of its own.
    const em = this.em.fork();
    await new TagsRepository(em).removeAllOf(userId);
    await new FoldersRepository(em).removeAllOf(userId);
    await new OrganiserDeletionsRepository(em).removeAllOf(userId);
  }
}
