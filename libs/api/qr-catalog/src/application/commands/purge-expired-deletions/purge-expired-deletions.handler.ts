import { QrCodeDeletedEvent } from '@liveqr/shared/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { undoWindowStart } from '../../../domain/deletion';
import { OrganiserDeletionsRepository } from '../../../infrastructure/organiser-deletions.repository';
import { QrCodesRepository } from '../../../infrastructure/qr-codes.repository';
import { PurgeExpiredDeletionsCommand } from './purge-expired-deletions.command';

/** One statement each, so replicas purging at once each delete (and announce) a code at most once. */
@CommandHandler(PurgeExpiredDeletionsCommand)
export class PurgeExpiredDeletionsHandler implements ICommandHandler<PurgeExpiredDeletionsCommand, void> {
  constructor(
    private readonly em: EntityManager,
    private readonly events: EventBus,
  ) {}

  async execute({ now }: PurgeExpiredDeletionsCommand): Promise<void> {
    // Runs on a timer, outside any request: a fork of its own.
    const em = this.em.fork();
    const before = undoWindowStart(now);
    const purged = await new QrCodesRepository(em).purgeDeleted(before);
    for (const code of purged) this.events.publish(new QrCodeDeletedEvent(code.id, code.user_id, code.slug, null));
    await new OrganiserDeletionsRepository(em).forgetBefore(before);
  }
}
