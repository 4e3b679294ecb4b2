import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { TwoFactorStore } from '../../../infrastructure/two-factor-store';
import { GetTwoFactorStatusQuery, type TwoFactorStatus, twoFactorStatus } from './get-two-factor-status.query';

@QueryHandler(GetTwoFactorStatusQuery)
export class GetTwoFactorStatusHandler implements IQueryHandler<GetTwoFactorStatusQuery> {
  constructor(private readonly store: TwoFactorStore) {}

  async execute({ userId }: GetTwoFactorStatusQuery): Promise<TwoFactorStatus> {
    const enabled = await this.store.isOn(userId);
    return twoFactorStatus(enabled, enabled ? await this.store.recoveryCodesLeft(userId) : 0);
  }
}
