import type { QrTypeId } from '@liveqr/qr-content';
import type { Actor } from '@liveqr/shared/contracts';
import { Command } from '@nestjs/cqrs';
import type { CodeRulesInput } from '../../code-rules-policy';
import type { QrCodeView } from '../../qr-code.view';

/** Raw content, customization and rules: the handler validates them, whatever the client checked. */
export interface CreateQrCodeInput extends CodeRulesInput {
  type: QrTypeId;
  name?: string;
  content: unknown;
  customization?: unknown;
  isTracked?: boolean;
  /** One of the workspace's verified custom domains; null: LiveQR's host; absent: its default domain, else LiveQR's host. */
  domainId?: string | null;
}

export class CreateQrCodeCommand extends Command<QrCodeView> {
  constructor(
    readonly ownerId: string,
    readonly input: CreateQrCodeInput,
    readonly actor: Actor,
  ) {
    super();
  }
}
