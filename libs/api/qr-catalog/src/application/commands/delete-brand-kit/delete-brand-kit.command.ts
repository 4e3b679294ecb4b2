import { Command } from '@nestjs/cqrs';

export class DeleteBrandKitCommand extends Command<void> {
  constructor(
    readonly ownerId: string,
    readonly id: string,
  ) {
    super();
  }
}
