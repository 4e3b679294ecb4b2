import type { TwoFactorStatus } from '@liveqr/shared/contracts';
import { Query } from '@nestjs/cqrs';

/** Whether the user has two-factor on, and how many recovery codes are left. */
export class GetTwoFactorStatusQuery extends Query<TwoFactorStatus> {
  constructor(readonly userId: string) {
    super();
  }
}
