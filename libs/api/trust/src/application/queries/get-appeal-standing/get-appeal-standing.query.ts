import type { AppealStanding } from '@liveqr/shared/contracts';
import { Query } from '@nestjs/cqrs';

/** For the code's owner only: is it disabled, may they appeal, and how did their latest appeal end. */
export class GetAppealStandingQuery extends Query<AppealStanding> {
  constructor(
    readonly ownerId: string,
    readonly qrCodeId: string,
  ) {
    super();
  }
}
