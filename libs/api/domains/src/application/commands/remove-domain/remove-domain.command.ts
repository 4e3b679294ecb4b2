import type { Actor } from '@liveqr/shared/contracts';
import { Command } from '@nestjs/cqrs';

export class RemoveDomainCommand extends Command<void> {
  constructor(
    readonly workspaceId: string,
    readonly domainId: string,
    readonly actor: Actor,
    /** Removing a domain that codes use needs it (`?confirm=true`). */
    readonly confirmed = false,
  ) {
    super();
  }
}
