import type { Actor } from '@liveqr/shared/contracts';
import { Command } from '@nestjs/cqrs';

export class DeleteQrCodeCommand extends Command<void> {
  constructor(
    readonly ownerId: string,
    readonly id: string,
    readonly actor: Actor,
  ) {
    super();
  }
}
