import type { Actor } from '@liveqr/shared/contracts';
import { Command } from '@nestjs/cqrs';
import type { DomainView } from '../../domain-views';

export interface DomainChanges {
  /** Where the domain's `/` goes; null: a white-label page. */
  rootUrl?: string | null;
  /** Where an unknown slug goes; null: a white-label 404. */
  notFoundUrl?: string | null;
  /** The domain new codes get unless they choose; verified domains only. */
  isDefault?: boolean;
  /** false: disabled (no longer served, its codes answer "no longer available"); true: enabled again and checked. */
  enabled?: boolean;
}

export class UpdateDomainCommand extends Command<DomainView> {
  constructor(
    readonly workspaceId: string,
    readonly domainId: string,
    readonly changes: DomainChanges,
    readonly actor: Actor,
    /** Disabling a domain that codes use needs it (`?confirm=true`). */
    readonly confirmed = false,
  ) {
    super();
  }
}
