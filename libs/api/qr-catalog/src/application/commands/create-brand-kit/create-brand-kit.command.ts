import { Command } from '@nestjs/cqrs';
import type { BrandKitView } from '../../brand-kit.view';

/** Raw design: the handler validates it, whatever the client checked. */
export interface BrandKitInput {
  name?: string;
  customization?: unknown;
  isDefault?: boolean;
}

export class CreateBrandKitCommand extends Command<BrandKitView> {
  constructor(
    readonly ownerId: string,
    readonly input: BrandKitInput,
  ) {
    super();
  }
}
