import { type RevokedWebhookEndpoint, RevokeWebhookEndpointsCommand } from '@liveqr/shared/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { WebhookEndpointsRepository } from '../../../infrastructure/webhook-endpoints.repository';
import { ScanListeners } from '../../scan-listeners';

/** Identity revokes a user's access: their endpoints receive nothing more, not even what was queued. */
@CommandHandler(RevokeWebhookEndpointsCommand)
export class RevokeWebhookEndpointsHandler implements ICommandHandler<
  RevokeWebhookEndpointsCommand,
  RevokedWebhookEndpoint[]
> {
  constructor(
    private readonly endpoints: WebhookEndpointsRepository,
    private readonly listeners: ScanListeners,
  ) {}

  async execute({ userId, reason, at }: RevokeWebhookEndpointsCommand): Promise<RevokedWebhookEndpoint[]> {
    const repository = this.endpoints.forked();
    const endpoints = await repository.liveMadeBy(userId, at);
    if (endpoints.length === 0) return [];
    for (const endpoint of endpoints) endpoint.revoke(reason, at);
    await repository.flush();
    await this.listeners.changed();
    // A delivery already taken by a worker still finds its endpoint switched off and is not sent.
    await repository.failPendingDeliveries(
      endpoints.map(({ id }) => id),
      'The endpoint was revoked',
    );
    return endpoints.map(({ id, url }) => ({ id, url }));
  }
}
