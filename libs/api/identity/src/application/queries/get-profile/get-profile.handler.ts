import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { IdentityErrorCode, IdentityException } from '../../../domain/identity.exception';
import { defaultProfile, Profile, type ProfileData } from '../../../domain/profile.entity';
import { UsersRepository } from '../../../infrastructure/users.repository';
import { GetProfileQuery } from './get-profile.query';

@QueryHandler(GetProfileQuery)
export class GetProfileHandler implements IQueryHandler<GetProfileQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly users: UsersRepository,
  ) {}

  async execute(query: GetProfileQuery): Promise<ProfileData> {
    const profile = await this.em.findOne(Profile, { id: query.userId });
    if (profile) return profile.toData();
    const user = await this.users.findById(query.userId);
    if (!user) throw new IdentityException(IdentityErrorCode.NotSignedIn);
    return defaultProfile(user.email, user.firstName, user.lastName);
  }
}
