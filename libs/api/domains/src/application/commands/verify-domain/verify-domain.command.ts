import type { Actor } from '@liveqr/shared/contracts';
import { Command } from '@nestjs/cqrs';
import type { VerificationView } from '../../domain-views';

/** Checks a domain's DNS records now ("Check now"). */
export class VerifyDomainCommand extends Command<VerificationView> {
  constructor(
    readonly workspaceId: string,
    readonly domainId: string,
    readonly actor: Actor,
  ) {
    super();
  }
}
