import { Query } from '@nestjs/cqrs';

export interface UploadUsageView {
  usedBytes: number;
  quotaBytes: number;
  uploadsLastHour: number;
  uploadsPerHour: number;
}

/** How much of the caller's upload allowance is used (shown on the account page). */
export class GetUploadUsageQuery extends Query<UploadUsageView> {
  constructor(readonly userId: string) {
    super();
  }
}
