import { randomBytes, randomUUID } from 'node:crypto';
import { IsEmailVerifiedQuery, WEBHOOK_EVENT_TYPES, WebhookEndpointChangedEvent } from '@liveqr/shared/contracts';
import { CommandHandler, EventBus, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { WebhookEndpoint } from '../../../domain/webhook-endpoint.entity';
import { MAX_WEBHOOK_ENDPOINTS, WebhooksErrorCode, WebhooksException } from '../../../domain/webhooks.exception';
import { WebhookEndpointsRepository } from '../../../infrastructure/webhook-endpoints.repository';
import { ScanListeners } from '../../scan-listeners';
import { WebhookDestinations } from '../../webhook-destinations';
import {
  type CreatedWebhookEndpoint,
  createdWebhookEndpoint,
  CreateWebhookEndpointCommand,
} from './create-webhook-endpoint.command';

@CommandHandler(CreateWebhookEndpointCommand)
export class CreateWebhookEndpointHandler implements ICommandHandler<CreateWebhookEndpointCommand> {
  constructor(
    private readonly endpoints: WebhookEndpointsRepository,
    private readonly destinations: WebhookDestinations,
    private readonly queries: QueryBus,
    private readonly listeners: ScanListeners,
    private readonly events: EventBus,
  ) {}

  async execute({ userId, url, events, actor }: CreateWebhookEndpointCommand): Promise<CreatedWebhookEndpoint> {
    // Whoever signed up with someone else's address must not get a feed that outlives a password reset.
    if (!(await this.queries.execute<IsEmailVerifiedQuery, boolean>(new IsEmailVerifiedQuery(actor.userId)))) {
      throw new WebhooksException(WebhooksErrorCode.EmailNotVerified);
    }
    await this.destinations.assertAllowed(url);
    if ((await this.endpoints.countLive(userId)) >= MAX_WEBHOOK_ENDPOINTS) {
      throw new WebhooksException(WebhooksErrorCode.LimitReached);
    }
    const endpoint = new WebhookEndpoint();
    Object.assign(endpoint, {
      id: randomUUID(),
      userId,
      url,
      events: WEBHOOK_EVENT_TYPES.filter((type) => events.includes(type)),
      // Standard Webhooks: whsec_ and the base64 of 24 to 64 random bytes.
      secret: `whsec_${randomBytes(32).toString('base64')}`,
      enabled: true,
      disabledAt: null,
      revokedAt: null,
      revokedReason: null,
      createdAt: new Date(),
    });
    this.endpoints.add(endpoint);
    await this.endpoints.flush();
    await this.listeners.changed();
    this.events.publish(new WebhookEndpointChangedEvent(userId, endpoint.id, url, 'created', actor));
    return createdWebhookEndpoint(endpoint);
  }
}
