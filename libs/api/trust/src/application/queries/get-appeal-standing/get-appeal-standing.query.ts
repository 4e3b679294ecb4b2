import { Query } from '@nestjs/cqrs';
import type { QrCodeAppealView } from '../../appeal-views';

/** A code's standing for its owner (GET /api/qr-codes/{id}/appeal): disabled or not, and the latest appeal. */
export interface AppealStanding {
  /** Disabled by an operator after abuse reports. */
  disabled: boolean;
  /** True while disabled with no appeal open. */
  canAppeal: boolean;
  appeal: QrCodeAppealView | null;
}

/** For the code's owner only: is it disabled, may they appeal, and how did their latest appeal end. */
export class GetAppealStandingQuery extends Query<AppealStanding> {
  constructor(
    readonly ownerId: string,
    readonly qrCodeId: string,
  ) {
    super();
  }
}
