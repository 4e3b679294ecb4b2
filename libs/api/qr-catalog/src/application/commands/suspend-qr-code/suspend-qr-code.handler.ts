import { EntityManager } from '@mikro-orm/postgresql';
import { QrCodeChangedEvent, SuspendQrCodeCommand } from '@liveqr/shared/contracts';
import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { QrCode } from '../../../domain/qr-code.entity';

/** An operator's disable or restore (trust context); true when the code exists. */
@CommandHandler(SuspendQrCodeCommand)
export class SuspendQrCodeHandler implements ICommandHandler<SuspendQrCodeCommand, boolean> {
  constructor(
    private readonly em: EntityManager,
    private readonly events: EventBus,
  ) {}

  async execute({ qrCodeId, suspended }: SuspendQrCodeCommand): Promise<boolean> {
    const em = this.em.fork();
    const code = await em.findOne(QrCode, { id: qrCodeId });
    if (!code) return false;
    code.suspend(suspended);
    await em.flush();
    this.events.publish(
      new QrCodeChangedEvent(code.id, code.userId, code.slug, { kind: 'suspended', suspended }, null),
    );
    return true;
  }
}
