import type { ReportedQrCode, ReviewStatus } from '@liveqr/shared/contracts';
import { Query } from '@nestjs/cqrs';

/** The operators' review list: codes in one review status, most recently reported first. */
export class ListReportedQrCodesQuery extends Query<ReportedQrCode[]> {
  constructor(readonly status: ReviewStatus) {
    super();
  }
}
