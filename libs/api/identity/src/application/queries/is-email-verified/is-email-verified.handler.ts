import { EntityManager } from '@mikro-orm/postgresql';
import { IsEmailVerifiedQuery } from '@liveqr/shared/contracts';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { User } from '../../../domain/user.entity';

/** Whether the user confirmed their address, for what other contexts allow confirmed accounts only (webhooks). */
@QueryHandler(IsEmailVerifiedQuery)
export class IsEmailVerifiedHandler implements IQueryHandler<IsEmailVerifiedQuery, boolean> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: IsEmailVerifiedQuery): Promise<boolean> {
    const user = await this.em.fork().findOne(User, { id: userId }, { fields: ['emailVerifiedAt'] });
    return user?.isEmailVerified() ?? false;
  }
}
