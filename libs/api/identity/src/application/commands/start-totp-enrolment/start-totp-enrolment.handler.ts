import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { IdentityErrorCode, IdentityException } from '../../../domain/identity.exception';
import { TotpSecrets } from '../../../infrastructure/totp-secrets';
import { TwoFactorStore } from '../../../infrastructure/two-factor-store';
import { UsersRepository } from '../../../infrastructure/users.repository';
import { StartTotpEnrolmentCommand, type TotpEnrolment, totpEnrolment } from './start-totp-enrolment.command';

/**
 * Only a confirmed address may turn two-factor on: otherwise whoever signed up with someone
 * else's address could lock its owner out of the account they take back by a reset or Google.
 */
@CommandHandler(StartTotpEnrolmentCommand)
export class StartTotpEnrolmentHandler implements ICommandHandler<StartTotpEnrolmentCommand> {
  constructor(
    private readonly users: UsersRepository,
    private readonly store: TwoFactorStore,
    private readonly secrets: TotpSecrets,
  ) {}

  async execute({ userId }: StartTotpEnrolmentCommand): Promise<TotpEnrolment> {
    const user = await this.users.findById(userId);
    if (!user) throw new IdentityException(IdentityErrorCode.NotSignedIn);
    if (!user.isEmailVerified()) throw new IdentityException(IdentityErrorCode.TwoFactorNeedsVerifiedEmail);
    const secret = this.secrets.newSecret();
    if (!(await this.store.startEnrolment(user.id, this.secrets.seal(secret)))) {
      throw new IdentityException(IdentityErrorCode.TwoFactorAlreadyOn);
    }
    return totpEnrolment(secret, this.secrets.otpauthUrl(secret, user.email));
  }
}
