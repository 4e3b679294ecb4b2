import { Command } from '@nestjs/cqrs';

export class DeleteQrCodeCommand extends Command<void> {
  constructor(
    readonly ownerId: string,
    readonly id: string,
  ) {
    super();
  }
}
