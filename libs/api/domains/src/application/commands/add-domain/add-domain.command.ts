import type { Actor } from '@liveqr/shared/contracts';
import { Command } from '@nestjs/cqrs';
import type { DomainView } from '../../domain-views';

/** Adds a hostname to the workspace, pending until its DNS records are verified. */
export class AddDomainCommand extends Command<DomainView> {
  constructor(
    readonly workspaceId: string,
    readonly hostname: string,
    readonly actor: Actor,
  ) {
    super();
  }
}
