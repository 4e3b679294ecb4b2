import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { IdentityErrorCode, IdentityException } from '../../../domain/identity.exception';
import { defaultProfile, Profile, type ProfileData } from '../../../domain/profile.entity';
import { SessionRegistry } from '../../../infrastructure/session-registry';
import { UsersRepository } from '../../../infrastructure/users.repository';
import { UpdateProfileCommand } from './update-profile.command';

@CommandHandler(UpdateProfileCommand)
export class UpdateProfileHandler implements ICommandHandler<UpdateProfileCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly users: UsersRepository,
    private readonly registry: SessionRegistry,
  ) {}

  async execute(command: UpdateProfileCommand): Promise<ProfileData> {
    const user = await this.users.findById(command.userId);
    if (!user) throw new IdentityException(IdentityErrorCode.NotSignedIn);
    const given = Object.entries(command.changes).filter(([, value]) => value !== undefined);
    const profile = await this.em.upsert(Profile, {
      ...defaultProfile(user.email),
      ...Object.fromEntries(given),
      id: user.id,
      updatedAt: new Date(),
    });
    // The sessions' check carries the profile's language (the server's pages): read it again.
    await this.registry.userChanged(user.id);
    return profile.toData();
  }
}
