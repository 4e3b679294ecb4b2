import { Command } from '@nestjs/cqrs';
import type { VerificationView } from '../../domain-views';

/** Checks a domain's DNS records now ("Check now"). */
export class VerifyDomainCommand extends Command<VerificationView> {
  constructor(
    readonly workspaceId: string,
    readonly domainId: string,
  ) {
    super();
  }
}
