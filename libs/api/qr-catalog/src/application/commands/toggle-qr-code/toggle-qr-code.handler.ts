import { APP_CONFIG, type AppConfig } from '@liveqr/api/platform';
import { QrCodeChangedEvent } from '@liveqr/shared/contracts';
import { Inject } from '@nestjs/common';
import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { QrCatalogErrorCode, QrCatalogException } from '../../../domain/qr-catalog.exception';
import { QrCodesRepository } from '../../../infrastructure/qr-codes.repository';
import { type QrCodeView, toQrCodeView } from '../../qr-code.view';
import { ToggleQrCodeCommand } from './toggle-qr-code.command';

/**
 * Active/Inactive (spec §4). No subscription needed: switching off a printed code is the owner's
 * control over it, and a lapsed subscription must not take that away.
 */
@CommandHandler(ToggleQrCodeCommand)
export class ToggleQrCodeHandler implements ICommandHandler<ToggleQrCodeCommand, QrCodeView> {
  constructor(
    private readonly codes: QrCodesRepository,
    private readonly events: EventBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ ownerId, id, actor }: ToggleQrCodeCommand): Promise<QrCodeView> {
    const code = await this.codes.findOwned(ownerId, id);
    if (!code) throw new QrCatalogException(QrCatalogErrorCode.NotFound);
    code.toggleActive();
    await this.codes.flush();
    const change = { kind: 'status', active: code.isActive } as const;
    this.events.publish(new QrCodeChangedEvent(code.id, ownerId, code.slug, change, actor));
    return toQrCodeView(code, this.config.publicUrl);
  }
}
