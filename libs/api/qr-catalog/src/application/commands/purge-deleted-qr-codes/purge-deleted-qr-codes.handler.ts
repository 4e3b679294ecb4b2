import { QrCodeDeletedEvent } from '@liveqr/shared/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { undoWindowStart } from '../../../domain/deletion';
import { QrCodesRepository } from '../../../infrastructure/qr-codes.repository';
import { PurgeDeletedQrCodesCommand } from './purge-deleted-qr-codes.command';

/** One statement, so replicas purging at once each delete (and announce) a code at most once. */
@CommandHandler(PurgeDeletedQrCodesCommand)
export class PurgeDeletedQrCodesHandler implements ICommandHandler<PurgeDeletedQrCodesCommand, number> {
  constructor(
    private readonly em: EntityManager,
    private readonly events: EventBus,
  ) {}

  async execute({ now }: PurgeDeletedQrCodesCommand): Promise<number> {
    // Runs on a timer, outside any request: a fork of its own.
    const purged = await new QrCodesRepository(this.em.fork()).purgeDeleted(undoWindowStart(now));
    for (const code of purged) this.events.publish(new QrCodeDeletedEvent(code.id, code.user_id, code.slug));
    return purged.length;
  }
}
