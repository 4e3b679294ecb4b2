import { Command } from '@nestjs/cqrs';
import type { ProfileData } from '../../../domain/profile.entity';

/** The editable fields; the e-mail is the account's and not editable here. Missing ones take their defaults. */
export type ProfileChanges = Partial<Omit<ProfileData, 'email' | 'updatedAt'>>;

export class UpdateProfileCommand extends Command<ProfileData> {
  constructor(
    readonly userId: string,
    readonly changes: ProfileChanges,
  ) {
    super();
  }
}
