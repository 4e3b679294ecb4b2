import type { ProfileData } from '@liveqr/shared/contracts';
import { Query } from '@nestjs/cqrs';

export class GetProfileQuery extends Query<ProfileData> {
  constructor(readonly userId: string) {
    super();
  }
}
