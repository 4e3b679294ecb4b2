import { Command } from '@nestjs/cqrs';

export class RemoveDomainCommand extends Command<void> {
  constructor(
    readonly workspaceId: string,
    readonly domainId: string,
  ) {
    super();
  }
}
