import type { Actor } from '@liveqr/shared/contracts';
import { Command } from '@nestjs/cqrs';
import type { BulkResultView } from '../../organise.view';
import type { QrCodeSelection } from '../../qr-code-filter';

/** One change for many codes at once. */
export type QrCodesChange =
  | { kind: 'status'; active: boolean }
  /** `folderId: null`: out of every folder. */
  | { kind: 'move'; folderId: string | null }
  | { kind: 'tags'; add: string[]; remove: string[] };

export class ChangeQrCodesCommand extends Command<BulkResultView> {
  constructor(
    readonly ownerId: string,
    readonly selection: QrCodeSelection,
    readonly change: QrCodesChange,
    readonly actor: Actor,
  ) {
    super();
  }
}
