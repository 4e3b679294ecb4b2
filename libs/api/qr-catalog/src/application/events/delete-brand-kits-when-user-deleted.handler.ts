import { UserDeletedEvent } from '@liveqr/shared/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { BrandKitsRepository } from '../../infrastructure/brand-kits.repository';

/** A deleted account takes its brand kits with it. */
@EventsHandler(UserDeletedEvent)
export class DeleteBrandKitsWhenUserDeletedHandler implements IEventHandler<UserDeletedEvent> {
  constructor(private readonly em: EntityManager) {}

  async handle({ userId }: UserDeletedEvent): Promise<void> {
    // Events run outside the request that raised them: a fork of its own.
    await new BrandKitsRepository(this.em.fork()).removeAllOf(userId);
  }
}
