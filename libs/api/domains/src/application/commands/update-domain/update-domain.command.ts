import { Command } from '@nestjs/cqrs';
import type { DomainView } from '../../domain-views';

export interface DomainChanges {
  /** Where the domain's `/` goes; null: a white-label page. */
  rootUrl?: string | null;
  /** Where an unknown slug goes; null: a white-label 404. */
  notFoundUrl?: string | null;
  /** The domain new codes get unless they choose; verified domains only. */
  isDefault?: boolean;
}

export class UpdateDomainCommand extends Command<DomainView> {
  constructor(
    readonly workspaceId: string,
    readonly domainId: string,
    readonly changes: DomainChanges,
  ) {
    super();
  }
}
