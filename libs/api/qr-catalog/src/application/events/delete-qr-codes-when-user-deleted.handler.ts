import { QrCodeDeletedEvent, UserDeletedEvent } from '@liveqr/shared/contracts';
import { EventBus, EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { QrCodesRepository } from '../../infrastructure/qr-codes.repository';

/** A deleted account takes its codes with it; each deletion is announced so their slugs stop resolving. */
@EventsHandler(UserDeletedEvent)
export class DeleteQrCodesWhenUserDeletedHandler implements IEventHandler<UserDeletedEvent> {
  constructor(
    private readonly em: EntityManager,
    private readonly events: EventBus,
  ) {}

  async handle({ userId }: UserDeletedEvent): Promise<void> {
    // Events run outside the request that raised them: a fork of its own.
    const removed = await new QrCodesRepository(this.em.fork()).removeAllOf(userId);
    for (const { id, slug } of removed) this.events.publish(new QrCodeDeletedEvent(id, userId, slug));
  }
}
