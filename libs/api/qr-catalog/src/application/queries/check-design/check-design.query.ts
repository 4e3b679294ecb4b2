import type { QrTypeId } from '@liveqr/qr-content';
import type { DesignRefusal, QrCustomization, QrSymbolInfo } from '@liveqr/qr-render';
import { Query } from '@nestjs/cqrs';

/** What the creator has before Generate (or an existing code's id when editing), and the design to check. */
export interface CheckDesignInput {
  type: QrTypeId;
  content: unknown;
  isTracked?: boolean;
  customization?: unknown;
  /** When editing: the code's own slug and id make the exact payload. */
  qrCodeId?: string;
}

/** The same verdict Save gives, as data: a passing design with its symbol, or the refusal with what to change. */
export type DesignCheckView = { ok: true; customization: QrCustomization; symbol: QrSymbolInfo } | DesignRefusal;

export class CheckDesignQuery extends Query<DesignCheckView> {
  constructor(
    readonly ownerId: string,
    readonly input: CheckDesignInput,
  ) {
    super();
  }
}
