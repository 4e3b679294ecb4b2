import type { Actor } from '@liveqr/shared/contracts';
import { Command } from '@nestjs/cqrs';
import type { TagView } from '../../organise.view';

/** Undoes one tag delete of the owner's within its window. */
export class RestoreTagCommand extends Command<TagView> {
  constructor(
    readonly ownerId: string,
    readonly deletionId: string,
    readonly actor: Actor,
  ) {
    super();
  }
}
