import { Command } from '@nestjs/cqrs';
import type { BrandKitView } from '../../brand-kit.view';
import type { BrandKitInput } from '../create-brand-kit/create-brand-kit.command';

/** Only what is given changes. Codes already designed with the kit keep their design. */
export class UpdateBrandKitCommand extends Command<BrandKitView> {
  constructor(
    readonly ownerId: string,
    readonly id: string,
    readonly input: BrandKitInput,
  ) {
    super();
  }
}
