import type { LinkInput } from '@liveqr/qr-content';
import type { Actor } from '@liveqr/shared/contracts';
import { Command } from '@nestjs/cqrs';
import type { PublicQrCodeView } from '../../queries/get-public-qr-code/public-qr-code.view';

/** Add Link on the public links page (spec §5); `actor` is null when the caller is not signed in. */
export class AddLinkCommand extends Command<PublicQrCodeView<'links'>> {
  constructor(
    readonly id: string,
    readonly actor: Actor | null,
    readonly input: LinkInput,
  ) {
    super();
  }
}
