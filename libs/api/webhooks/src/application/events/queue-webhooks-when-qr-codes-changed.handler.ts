import { QrCodesChangedEvent } from '@liveqr/shared/contracts';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { WebhookOutbox } from '../webhook-outbox';

/** Codes changed at once (a bulk action): one `qr_code.updated` message per code, as for codes changed singly. */
@EventsHandler(QrCodesChangedEvent)
export class QueueWebhooksWhenQrCodesChangedHandler implements IEventHandler<QrCodesChangedEvent> {
  constructor(private readonly outbox: WebhookOutbox) {}

  async handle({ ownerId, codes }: QrCodesChangedEvent): Promise<void> {
    await this.outbox.publishEach(
      ownerId,
      'qr_code.updated',
      codes.map(({ qrCodeId, slug }) => ({ id: qrCodeId, slug })),
    );
  }
}
