import { WorkspaceDeletedEvent } from '@liveqr/shared/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { BrandKitsRepository } from '../../infrastructure/brand-kits.repository';

/** A deleted workspace (or the account of a personal one) takes its brand kits with it. */
@EventsHandler(WorkspaceDeletedEvent)
export class DeleteBrandKitsWhenWorkspaceDeletedHandler implements IEventHandler<WorkspaceDeletedEvent> {
  constructor(private readonly em: EntityManager) {}

  async handle({ workspaceId }: WorkspaceDeletedEvent): Promise<void> {
    // Events run outside the request that raised them: a fork of its own.
    await new BrandKitsRepository(this.em.fork()).removeAllOf(workspaceId);
  }
}
