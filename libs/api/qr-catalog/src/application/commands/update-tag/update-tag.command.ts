import type { Actor } from '@liveqr/shared/contracts';
import { Command } from '@nestjs/cqrs';
import type { TagView } from '../../organise.view';

/** Rename and/or recolour. */
export class UpdateTagCommand extends Command<TagView> {
  constructor(
    readonly ownerId: string,
    readonly id: string,
    readonly changes: { name?: string; colour?: string },
    readonly actor: Actor,
  ) {
    super();
  }
}
