import { EntityManager } from '@mikro-orm/postgresql';
import { UserDeletedEvent } from '@liveqr/shared/contracts';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { QrCodeAppeal } from '../../domain/qr-code-appeal.entity';

/** A deleted account's appeals (its own words) go with it. */
@EventsHandler(UserDeletedEvent)
export class DeleteAppealsWhenUserDeletedHandler implements IEventHandler<UserDeletedEvent> {
  constructor(private readonly em: EntityManager) {}

  async handle({ userId }: UserDeletedEvent): Promise<void> {
    await this.em.fork().nativeDelete(QrCodeAppeal, { ownerId: userId });
  }
}
