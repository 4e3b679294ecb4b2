import { IsIn } from 'class-validator';
import type { TestCancellation } from '../../application/commands/cancel-test-subscription/cancel-test-subscription.command';

export class CancelTestSubscriptionRequestDto {
  @IsIn(['period_end', 'now'])
  when!: TestCancellation;
}
