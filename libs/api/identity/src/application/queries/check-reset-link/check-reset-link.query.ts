import { Query } from '@nestjs/cqrs';

/** Whether a reset link can still be used; /reset-password asks before showing its form. */
export class CheckResetLinkQuery extends Query<void> {
  constructor(readonly token: string) {
    super();
  }
}
