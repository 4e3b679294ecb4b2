import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { QrCatalogErrorCode, QrCatalogException } from '../../../domain/qr-catalog.exception';
import { checkedCustomization } from '../../../domain/qr-code-rules';
import { BrandKitsRepository } from '../../../infrastructure/brand-kits.repository';
import { type BrandKitView, checkedBrandKitName, toBrandKitView } from '../../brand-kit.view';
import { SubscriptionGate } from '../../subscription-gate';
import { UpdateBrandKitCommand } from './update-brand-kit.command';

@CommandHandler(UpdateBrandKitCommand)
export class UpdateBrandKitHandler implements ICommandHandler<UpdateBrandKitCommand, BrandKitView> {
  constructor(
    private readonly kits: BrandKitsRepository,
    private readonly subscription: SubscriptionGate,
  ) {}

  async execute({ ownerId, id, input }: UpdateBrandKitCommand): Promise<BrandKitView> {
    const kit = await this.kits.findOwned(ownerId, id);
    if (!kit) throw new QrCatalogException(QrCatalogErrorCode.BrandKitNotFound);
    await this.subscription.assertActive(ownerId);
    kit.edit({
      name: input.name === undefined ? undefined : checkedBrandKitName(input.name),
      customization: input.customization === undefined ? undefined : checkedCustomization(input.customization),
      isDefault: input.isDefault,
    });
    await this.kits.save(kit);
    return toBrandKitView(kit);
  }
}
