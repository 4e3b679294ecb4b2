import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { BrandKit } from '../../../domain/brand-kit.entity';
import { checkedCustomization } from '../../../domain/qr-code-rules';
import { BrandKitsRepository } from '../../../infrastructure/brand-kits.repository';
import { type BrandKitView, checkedBrandKitName, toBrandKitView } from '../../brand-kit.view';
import { SubscriptionGate } from '../../subscription-gate';
import { CreateBrandKitCommand } from './create-brand-kit.command';

/** Saving a design is part of creating codes: it needs an active subscription too. */
@CommandHandler(CreateBrandKitCommand)
export class CreateBrandKitHandler implements ICommandHandler<CreateBrandKitCommand, BrandKitView> {
  constructor(
    private readonly kits: BrandKitsRepository,
    private readonly subscription: SubscriptionGate,
  ) {}

  async execute({ ownerId, input }: CreateBrandKitCommand): Promise<BrandKitView> {
    await this.subscription.assertActive(ownerId);
    const kit = BrandKit.create({
      id: randomUUID(),
      ownerId,
      name: checkedBrandKitName(input.name),
      customization: checkedCustomization(input.customization),
      isDefault: input.isDefault,
    });
    await this.kits.save(kit);
    return toBrandKitView(kit);
  }
}
