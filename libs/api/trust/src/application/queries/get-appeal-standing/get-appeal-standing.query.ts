import type { QrCodeForReview } from '@liveqr/shared/contracts';
import { Query } from '@nestjs/cqrs';
import type { QrCodeAppeal } from '../../../domain/qr-code-appeal.entity';
import { appealView } from '../../appeal-views';

/**
 * A code's standing for its owner (GET /api/qr-codes/{id}/appeal): disabled by an operator after
 * abuse reports or not, whether they may appeal (disabled, no appeal open), and the latest appeal.
 * Its HTTP shape is AppealStandingResponseDto (interface/dto/report.dto.ts).
 */
export function appealStanding(code: QrCodeForReview, appeal: QrCodeAppeal | null) {
  return {
    disabled: code.suspended,
    canAppeal: code.suspended && appeal?.status !== 'open',
    appeal: appeal ? appealView(appeal) : null,
  };
}

export type AppealStanding = ReturnType<typeof appealStanding>;

/** For the code's owner only: is it disabled, may they appeal, and how did their latest appeal end. */
export class GetAppealStandingQuery extends Query<AppealStanding> {
  constructor(
    readonly ownerId: string,
    readonly qrCodeId: string,
  ) {
    super();
  }
}
