import type { QrTypeId } from '@liveqr/qr-content';
import type { ScannableCheck } from '@liveqr/qr-render/node';
import { Query } from '@nestjs/cqrs';

/** What the creator has before Generate (or an existing code's id when editing), and the design to check. */
export interface CheckDesignInput {
  type: QrTypeId;
  content: unknown;
  isTracked?: boolean;
  customization?: unknown;
  /** When editing: the code's own slug, id and domain make the exact payload. */
  qrCodeId?: string;
  /** A new code's domain, as create takes it. */
  domainId?: string | null;
}

/** The same verdict Save gives, as data: a passing design with its symbol, or the refusal with what to change. */
export function designCheckView(verdict: ScannableCheck) {
  return verdict.ok ? { ok: true as const, customization: verdict.customization, symbol: verdict.symbol } : verdict;
}

export type DesignCheckView = ReturnType<typeof designCheckView>;

export class CheckDesignQuery extends Query<DesignCheckView> {
  constructor(
    readonly ownerId: string,
    readonly input: CheckDesignInput,
  ) {
    super();
  }
}
