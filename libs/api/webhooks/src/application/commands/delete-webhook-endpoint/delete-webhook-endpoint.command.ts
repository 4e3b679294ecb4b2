import type { Actor } from '@liveqr/shared/contracts';
import { Command } from '@nestjs/cqrs';

/** Deletes an endpoint with its delivery log; queued attempts find nothing to send. */
export class DeleteWebhookEndpointCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly endpointId: string,
    readonly actor: Actor,
  ) {
    super();
  }
}
