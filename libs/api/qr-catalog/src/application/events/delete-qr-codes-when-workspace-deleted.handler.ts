import { QrCodeDeletedEvent, WorkspaceDeletedEvent } from '@liveqr/shared/contracts';
import { EventBus, EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { QrCodesRepository } from '../../infrastructure/qr-codes.repository';

/** A deleted workspace (or the account of a personal one) takes its codes with it; each deletion is announced so their slugs stop resolving. */
@EventsHandler(WorkspaceDeletedEvent)
export class DeleteQrCodesWhenWorkspaceDeletedHandler implements IEventHandler<WorkspaceDeletedEvent> {
  constructor(
    private readonly em: EntityManager,
    private readonly events: EventBus,
  ) {}

  async handle({ workspaceId }: WorkspaceDeletedEvent): Promise<void> {
    // Events run outside the request that raised them: a fork of its own.
    const removed = await new QrCodesRepository(this.em.fork()).removeAllOf(workspaceId);
    for (const { id, slug } of removed) this.events.publish(new QrCodeDeletedEvent(id, workspaceId, slug, null));
  }
}
