import { Query } from '@nestjs/cqrs';

/** Whether two-factor is on, and its unused recovery codes (0 while off); TwoFactorStatusResponseDto. */
export function twoFactorStatus(enabled: boolean, recoveryCodesLeft: number) {
  return { enabled, recoveryCodesLeft };
}

export type TwoFactorStatus = ReturnType<typeof twoFactorStatus>;

/** Whether the user has two-factor on, and how many recovery codes are left. */
export class GetTwoFactorStatusQuery extends Query<TwoFactorStatus> {
  constructor(readonly userId: string) {
    super();
  }
}
