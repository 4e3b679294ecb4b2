import {
  QrCodeChangedEvent,
  QrCodeCreatedEvent,
  QrCodeDeletedEvent,
  type WebhookEventType,
} from '@liveqr/shared/contracts';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { WebhookOutbox } from '../webhook-outbox';

type QrCodeEvent = QrCodeCreatedEvent | QrCodeChangedEvent | QrCodeDeletedEvent;

function typeOf(event: QrCodeEvent): WebhookEventType {
  if (event instanceof QrCodeCreatedEvent) return 'qr_code.created';
  if (event instanceof QrCodeDeletedEvent) return 'qr_code.deleted';
  return 'qr_code.updated';
}

/** A code created, changed or deleted: a message to each of its owner's endpoints that asked for it. */
@EventsHandler(QrCodeCreatedEvent, QrCodeChangedEvent, QrCodeDeletedEvent)
export class QueueWebhooksWhenQrCodeChangedHandler implements IEventHandler<QrCodeEvent> {
  constructor(private readonly outbox: WebhookOutbox) {}

  async handle(event: QrCodeEvent): Promise<void> {
    // Thin events: the id says which code; GET /api/v1/qr-codes/{id} says how it is now.
    await this.outbox.publish(event.ownerId, typeOf(event), { id: event.qrCodeId, slug: event.slug });
  }
}
