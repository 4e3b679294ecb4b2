import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { IdentityErrorCode, IdentityException } from '../../../domain/identity.exception';
import { UsersRepository } from '../../../infrastructure/users.repository';
import { GetSessionUserQuery } from './get-session-user.query';
import type { SessionUser } from '../../../domain/user.entity';

@QueryHandler(GetSessionUserQuery)
export class GetSessionUserHandler implements IQueryHandler<GetSessionUserQuery> {
  constructor(private readonly users: UsersRepository) {}

  async execute(query: GetSessionUserQuery): Promise<SessionUser> {
    const user = await this.users.findById(query.userId);
    if (!user) throw new IdentityException(IdentityErrorCode.NotSignedIn);
    return user.toSessionUser();
  }
}
