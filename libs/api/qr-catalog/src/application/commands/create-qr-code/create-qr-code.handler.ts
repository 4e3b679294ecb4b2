import { randomUUID } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '@liveqr/api/platform';
import { Inject } from '@nestjs/common';
import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { QrCodeCreatedEvent } from '@liveqr/shared/contracts';
import { checkedCustomization } from '../../../domain/qr-code-rules';
import { QrCode } from '../../../domain/qr-code.entity';
import { newSlug } from '../../../domain/slug';
import { CodeRulesPolicy } from '../../code-rules-policy';
import { BrandKitsRepository } from '../../../infrastructure/brand-kits.repository';
import { QrCodesRepository } from '../../../infrastructure/qr-codes.repository';
import { DestinationGuard } from '../../destination-guard';
import { type QrCodeView, toQrCodeView } from '../../qr-code.view';
import { ScanGuarantee } from '../../scan-guarantee';
import { SubscriptionGate } from '../../subscription-gate';
import { CreateQrCodeCommand } from './create-qr-code.command';

@CommandHandler(CreateQrCodeCommand)
export class CreateQrCodeHandler implements ICommandHandler<CreateQrCodeCommand, QrCodeView> {
  constructor(
    private readonly codes: QrCodesRepository,
    private readonly subscription: SubscriptionGate,
    private readonly destinations: DestinationGuard,
    private readonly kits: BrandKitsRepository,
    private readonly guarantee: ScanGuarantee,
    private readonly rules: CodeRulesPolicy,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly events: EventBus,
  ) {}

  /**
   * Spec §5 order: subscription, then the type's content rules, then the code's rules (expiry,
   * routing, split, password), then the design (the default brand kit's when the request brings
   * none) and the scan guarantee; nothing is stored unless all pass.
   */
  async execute({ ownerId, input }: CreateQrCodeCommand): Promise<QrCodeView> {
    await this.subscription.assertActive(ownerId);
    const content = await this.destinations.checkedContent(input.type, input.content);
    const { rules } = await this.rules.checked(input, { creating: true });
    const customization =
      input.customization === undefined
        ? ((await this.kits.findDefault(ownerId))?.customization ?? checkedCustomization(undefined))
        : checkedCustomization(input.customization);
    const code = QrCode.create({
      id: randomUUID(),
      ownerId,
      slug: newSlug(),
      type: input.type,
      name: input.name,
      content,
      customization,
      tracked: input.isTracked,
      rules,
    });
    await this.guarantee.assertScannable(code.payload(this.config.publicUrl), customization);
    await this.codes.insert(code);
    this.events.publish(new QrCodeCreatedEvent(code.id, ownerId, code.slug));
    return toQrCodeView(code, this.config.publicUrl);
  }
}
