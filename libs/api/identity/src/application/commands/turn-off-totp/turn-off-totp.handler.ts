import { PasswordHasher } from '@liveqr/api/platform';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { IdentityErrorCode, IdentityException } from '../../../domain/identity.exception';
import { AccountActivity } from '../../../infrastructure/account-activity';
import { SessionRegistry } from '../../../infrastructure/session-registry';
import { TwoFactorStore } from '../../../infrastructure/two-factor-store';
import { UsersRepository } from '../../../infrastructure/users.repository';
import { SecondFactor } from '../../second-factor';
import { TurnOffTotpCommand } from './turn-off-totp.command';

/**
 * Needs both proofs, so neither a stolen session nor a stolen phone alone turns it off. An account
 * that signs in with Google only has no password: its code is the proof, on top of a session that
 * itself passed the second step.
 */
@CommandHandler(TurnOffTotpCommand)
export class TurnOffTotpHandler implements ICommandHandler<TurnOffTotpCommand> {
  constructor(
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly store: TwoFactorStore,
    private readonly secondFactor: SecondFactor,
    private readonly registry: SessionRegistry,
    private readonly activity: AccountActivity,
  ) {}

  async execute({ userId, password, code, client }: TurnOffTotpCommand): Promise<void> {
    const user = await this.users.findById(userId);
    if (!user) throw new IdentityException(IdentityErrorCode.NotSignedIn);
    if (!(await this.store.isOn(user.id))) throw new IdentityException(IdentityErrorCode.TwoFactorNotOn);
    if (user.passwordHash && !(await this.hasher.verify(user.passwordHash, password ?? ''))) {
      throw new IdentityException(IdentityErrorCode.WrongCurrentPassword);
    }
    if (!(await this.secondFactor.check(user.id, code, client))) {
      throw new IdentityException(IdentityErrorCode.MfaCodeInvalid);
    }
    await this.store.remove(user.id);
    await this.registry.userChanged(user.id);
    await this.activity.record(user.id, 'two_factor_disabled', { client });
  }
}
