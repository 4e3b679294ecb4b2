import { EntityManager } from '@mikro-orm/postgresql';
import { GetUserEmailQuery } from '@liveqr/shared/contracts';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { User } from '../../../domain/user.entity';

/** Where other contexts mail a user (a webhook endpoint switched off, say); null once the account is gone. */
@QueryHandler(GetUserEmailQuery)
export class GetUserEmailHandler implements IQueryHandler<GetUserEmailQuery, string | null> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: GetUserEmailQuery): Promise<string | null> {
    const user = await this.em.fork().findOne(User, { id: userId }, { fields: ['email'] });
    return user?.email ?? null;
  }
}
