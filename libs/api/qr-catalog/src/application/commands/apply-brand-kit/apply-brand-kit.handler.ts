import { APP_CONFIG, type AppConfig } from '@liveqr/api/platform';
import { QrCodeChangedEvent } from '@liveqr/shared/contracts';
import { Inject } from '@nestjs/common';
import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { QrCatalogErrorCode, QrCatalogException } from '../../../domain/qr-catalog.exception';
import { BrandKitsRepository } from '../../../infrastructure/brand-kits.repository';
import { QrCodesRepository } from '../../../infrastructure/qr-codes.repository';
import { type QrCodeView, toQrCodeView } from '../../qr-code.view';
import { ScanGuarantee, scanMinimumOf } from '../../scan-guarantee';
import { SubscriptionGate } from '../../subscription-gate';
import { ApplyBrandKitCommand } from './apply-brand-kit.command';

@CommandHandler(ApplyBrandKitCommand)
export class ApplyBrandKitHandler implements ICommandHandler<ApplyBrandKitCommand, QrCodeView> {
  constructor(
    private readonly codes: QrCodesRepository,
    private readonly kits: BrandKitsRepository,
    private readonly subscription: SubscriptionGate,
    private readonly guarantee: ScanGuarantee,
    private readonly events: EventBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ ownerId, qrCodeId, brandKitId, actor }: ApplyBrandKitCommand): Promise<QrCodeView> {
    const code = await this.codes.findOwned(ownerId, qrCodeId);
    if (!code) throw new QrCatalogException(QrCatalogErrorCode.NotFound);
    const kit = await this.kits.findOwned(ownerId, brandKitId);
    if (!kit) throw new QrCatalogException(QrCatalogErrorCode.BrandKitNotFound);
    await this.subscription.assertActive(ownerId);
    const symbol = await this.guarantee.assertScannable(code.payload(this.config.publicUrl), kit.customization);
    code.edit({ customization: kit.customization, scanMinimumSize: scanMinimumOf(symbol) });
    await this.codes.flush();
    const change = { kind: 'edited', destination: null, rules: false, details: true } as const;
    this.events.publish(new QrCodeChangedEvent(code.id, ownerId, code.slug, change, actor));
    return toQrCodeView(code, this.config.publicUrl);
  }
}
