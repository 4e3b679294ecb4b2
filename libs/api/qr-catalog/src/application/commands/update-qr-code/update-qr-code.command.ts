import type { Actor } from '@liveqr/shared/contracts';
import { Command } from '@nestjs/cqrs';
import type { CodeRulesInput } from '../../code-rules-policy';
import type { QrCodeView } from '../../qr-code.view';

/** Only what is given changes; content is checked against the code's own type, which never changes. */
export interface UpdateQrCodeInput extends CodeRulesInput {
  name?: string;
  content?: unknown;
  customization?: unknown;
  isTracked?: boolean;
  /** A code's domain never changes: accepted only when it is the code's own (null: LiveQR's host). */
  domainId?: string | null;
}

export class UpdateQrCodeCommand extends Command<QrCodeView> {
  constructor(
    readonly ownerId: string,
    readonly id: string,
    readonly input: UpdateQrCodeInput,
    readonly actor: Actor,
  ) {
    super();
  }
}
