import { QrCodesCreatedEvent } from '@liveqr/shared/contracts';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { WebhookOutbox } from '../webhook-outbox';

/** Codes created at once (an import's chunk): one `qr_code.created` message per code, as for codes created singly. */
@EventsHandler(QrCodesCreatedEvent)
export class QueueWebhooksWhenQrCodesCreatedHandler implements IEventHandler<QrCodesCreatedEvent> {
  constructor(private readonly outbox: WebhookOutbox) {}

  async handle({ ownerId, codes }: QrCodesCreatedEvent): Promise<void> {
    await this.outbox.publishEach(
      ownerId,
      'qr_code.created',
      codes.map(({ qrCodeId, slug }) => ({ id: qrCodeId, slug })),
    );
  }
}
