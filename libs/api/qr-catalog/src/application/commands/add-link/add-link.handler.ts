import { addLink, type LinksContent, normaliseUrl } from '@liveqr/qr-content';
import { QrCodeChangedEvent } from '@liveqr/shared/contracts';
import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import {
  DESTINATION_REFUSAL_CODES,
  QrCatalogErrorCode,
  QrCatalogException,
} from '../../../domain/qr-catalog.exception';
import { QrCodesRepository } from '../../../infrastructure/qr-codes.repository';
import { DestinationGuard } from '../../destination-guard';
import { type PublicQrCodeView, toPublicQrCodeView } from '../../queries/get-public-qr-code/public-qr-code.view';
import { AddLinkCommand } from './add-link.command';

/**
 * Enforced here, not only in the page: signed in, owner, and qr-content's Add-link rule. The list
 * is read and written under a row lock, so concurrent adds each see the previous one's result.
 * No subscription check: the owner keeps control of a printed code, as with the toggle.
 */
@CommandHandler(AddLinkCommand)
export class AddLinkHandler implements ICommandHandler<AddLinkCommand, PublicQrCodeView<'links'>> {
  constructor(
    private readonly codes: QrCodesRepository,
    private readonly events: EventBus,
    private readonly destinations: DestinationGuard,
  ) {}

  async execute({ id, actor, input }: AddLinkCommand): Promise<PublicQrCodeView<'links'>> {
    if (actor === null) throw new QrCatalogException(QrCatalogErrorCode.SignInToAddLinks);
    // Looked up before the row lock is taken: DNS can take a moment.
    if (input.url) await this.destinations.assertResolvesPublicly([{ url: normaliseUrl(input.url), field: 'url' }]);
    const code = await this.codes.changeLocked(id, 'links', (locked) => {
      if (locked.userId !== actor.userId) throw new QrCatalogException(QrCatalogErrorCode.NotOwner);
      const added = addLink((locked.content as LinksContent).links ?? [], input, this.destinations.context);
      if (!added.ok) {
        const code = added.refusal ? DESTINATION_REFUSAL_CODES[added.refusal] : QrCatalogErrorCode.InvalidLink;
        throw new QrCatalogException(code, added.message, { field: added.field });
      }
      locked.edit({ content: { links: added.list } });
    });
    if (!code) throw new QrCatalogException(QrCatalogErrorCode.NotFound);
    // A links page leads to a page of ours, not a URL: its list is one of its details.
    const change = { kind: 'edited', destination: null, rules: false, details: true } as const;
    this.events.publish(new QrCodeChangedEvent(code.id, code.userId, code.slug, change, actor));
    return toPublicQrCodeView(code, 'links', actor.userId);
  }
}
