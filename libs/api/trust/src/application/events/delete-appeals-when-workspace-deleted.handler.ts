import { EntityManager } from '@mikro-orm/postgresql';
import { WorkspaceDeletedEvent } from '@liveqr/shared/contracts';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { QrCodeAppeal } from '../../domain/qr-code-appeal.entity';

/** A deleted account's appeals (its own words) go with it. */
@EventsHandler(WorkspaceDeletedEvent)
export class DeleteAppealsWhenWorkspaceDeletedHandler implements IEventHandler<WorkspaceDeletedEvent> {
  constructor(private readonly em: EntityManager) {}

  async handle({ workspaceId }: WorkspaceDeletedEvent): Promise<void> {
    await this.em.fork().nativeDelete(QrCodeAppeal, { ownerId: workspaceId });
  }
}
