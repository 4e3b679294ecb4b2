import { Query } from '@nestjs/cqrs';
import type { SessionUser } from '../../../domain/user.entity';

export class GetSessionUserQuery extends Query<SessionUser> {
  constructor(readonly userId: string) {
    super();
  }
}
