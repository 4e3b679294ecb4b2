import { Query } from '@nestjs/cqrs';
import type { ProfileData } from '../../../domain/profile.entity';

export class GetProfileQuery extends Query<ProfileData> {
  constructor(readonly userId: string) {
    super();
  }
}
