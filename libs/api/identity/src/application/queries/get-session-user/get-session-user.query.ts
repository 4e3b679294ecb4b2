import type { SessionUser } from '@liveqr/shared/contracts';
import { Query } from '@nestjs/cqrs';

export class GetSessionUserQuery extends Query<SessionUser> {
  constructor(readonly userId: string) {
    super();
  }
}
