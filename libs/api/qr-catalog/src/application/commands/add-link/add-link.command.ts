import type { LinkInput } from '@liveqr/qr-content';
import { Command } from '@nestjs/cqrs';
import type { PublicQrCodeView } from '../../queries/get-public-qr-code/public-qr-code.view';

/** Add Link on the public links page (spec §5); `userId` is null when the caller is not signed in. */
export class AddLinkCommand extends Command<PublicQrCodeView<'links'>> {
  constructor(
    readonly id: string,
    readonly userId: string | null,
    readonly input: LinkInput,
  ) {
    super();
  }
}
