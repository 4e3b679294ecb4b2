import type { Actor } from '@liveqr/shared/contracts';
import { Command } from '@nestjs/cqrs';
import type { TagView } from '../../organise.view';

export class CreateTagCommand extends Command<TagView> {
  constructor(
    readonly ownerId: string,
    /** `colour` is checked as `#rrggbb` by the request's DTO. */
    readonly input: { name: string; colour: string },
    readonly actor: Actor,
  ) {
    super();
  }
}
