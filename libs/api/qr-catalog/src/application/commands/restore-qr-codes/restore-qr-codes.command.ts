import type { Actor } from '@liveqr/shared/contracts';
import { Command } from '@nestjs/cqrs';
import type { BulkResultView } from '../../organise.view';

/** Undoes one bulk delete of the owner's. */
export class RestoreQrCodesCommand extends Command<BulkResultView> {
  constructor(
    readonly ownerId: string,
    readonly deletionId: string,
    readonly actor: Actor,
  ) {
    super();
  }
}
