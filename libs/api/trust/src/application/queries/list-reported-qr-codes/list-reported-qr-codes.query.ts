import type { ReviewStatus } from '@liveqr/shared/contracts';
import { Query } from '@nestjs/cqrs';
import type { ReportedQrCodeView } from '../../reported-qr-code-views';

/** The operators' review list: codes in one review status, most recently reported first. */
export class ListReportedQrCodesQuery extends Query<ReportedQrCodeView[]> {
  constructor(readonly status: ReviewStatus) {
    super();
  }
}
