import { Query } from '@nestjs/cqrs';
import { UPLOAD_ALLOWANCE } from '../../../domain/upload-kinds';
import type { UploadUsage } from '../../../infrastructure/upload-usage';

/** The account's use of its allowance, as the API answers it (UploadUsageResponseDto). */
export function uploadUsageView({ usedBytes, uploadsLastHour }: UploadUsage) {
  // The allowance is a constant here, but the answer states plain numbers, as the contract does.
  const { storageBytes, uploadsPerHour }: { storageBytes: number; uploadsPerHour: number } = UPLOAD_ALLOWANCE;
  return { usedBytes, quotaBytes: storageBytes, uploadsLastHour, uploadsPerHour };
}

export type UploadUsageView = ReturnType<typeof uploadUsageView>;

/** How much of the caller's upload allowance is used (shown on the account page). */
export class GetUploadUsageQuery extends Query<UploadUsageView> {
  constructor(readonly userId: string) {
    super();
  }
}
