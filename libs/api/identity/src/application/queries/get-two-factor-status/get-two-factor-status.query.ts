import { Query } from '@nestjs/cqrs';

export interface TwoFactorStatus {
  enabled: boolean;
  /** Unused recovery codes (0 while two-factor is off). */
  recoveryCodesLeft: number;
}

/** Whether the user has two-factor on, and how many recovery codes are left. */
export class GetTwoFactorStatusQuery extends Query<TwoFactorStatus> {
  constructor(readonly userId: string) {
    super();
  }
}
