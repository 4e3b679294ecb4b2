import { APP_CONFIG, type AppConfig } from '@liveqr/api/platform';
import { QrCodeChangedEvent } from '@liveqr/shared/contracts';
import { Inject } from '@nestjs/common';
import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { QrCatalogErrorCode, QrCatalogException } from '../../../domain/qr-catalog.exception';
import { checkedCustomization } from '../../../domain/qr-code-rules';
import { QrCodesRepository } from '../../../infrastructure/qr-codes.repository';
import { CodeRulesPolicy } from '../../code-rules-policy';
import { DestinationGuard } from '../../destination-guard';
import { type QrCodeView, toQrCodeView } from '../../qr-code.view';
import { ScanGuarantee, scanMinimumOf } from '../../scan-guarantee';
import { SubscriptionGate } from '../../subscription-gate';
import { UpdateQrCodeCommand } from './update-qr-code.command';

@CommandHandler(UpdateQrCodeCommand)
export class UpdateQrCodeHandler implements ICommandHandler<UpdateQrCodeCommand, QrCodeView> {
  constructor(
    private readonly codes: QrCodesRepository,
    private readonly subscription: SubscriptionGate,
    private readonly destinations: DestinationGuard,
    private readonly events: EventBus,
    private readonly guarantee: ScanGuarantee,
    private readonly rules: CodeRulesPolicy,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** A tracked code keeps its slug, so the printed image stays valid while its destination changes. */
  async execute({ ownerId, id, input, actor }: UpdateQrCodeCommand): Promise<QrCodeView> {
    const code = await this.codes.findOwned(ownerId, id);
    if (!code) throw new QrCatalogException(QrCatalogErrorCode.NotFound);
    // Printed codes encode their domain: moving one would break every copy already printed.
    if (input.domainId !== undefined && input.domainId !== code.domainId) {
      throw new QrCatalogException(QrCatalogErrorCode.CodeDomainFixed);
    }
    await this.subscription.assertActive(ownerId);
    const content =
      input.content === undefined ? undefined : await this.destinations.checkedContent(code.type, input.content);
    const customization = input.customization === undefined ? undefined : checkedCustomization(input.customization);
    // An expiry already past is allowed here (the owner ends the code at once); the answer warns.
    const { rules, warnings } = await this.rules.checked(input, { creating: false });
    const before = code.snapshot(this.config.publicUrl);
    code.edit({ name: input.name, content, customization, tracked: input.isTracked, rules });
    // Content and tracking change the payload, so the design is checked again whatever changed.
    const symbol = await this.guarantee.assertScannable(code.payload(this.config.publicUrl), code.customization);
    code.edit({ scanMinimumSize: scanMinimumOf(symbol) });
    await this.codes.flush();
    const change = code.changeSince(before, this.config.publicUrl);
    this.events.publish(new QrCodeChangedEvent(code.id, ownerId, code.slug, change, actor));
    return toQrCodeView(code, this.config.publicUrl, warnings);
  }
}
