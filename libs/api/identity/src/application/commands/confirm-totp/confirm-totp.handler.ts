import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { IdentityErrorCode, IdentityException } from '../../../domain/identity.exception';
import { newRecoveryCode, normalizeRecoveryCode, totpCodeOf, TWO_FACTOR } from '../../../domain/two-factor-policy';
import { AccountActivity } from '../../../infrastructure/account-activity';
import { SessionRegistry } from '../../../infrastructure/session-registry';
import { TotpSecrets } from '../../../infrastructure/totp-secrets';
import { TwoFactorStore } from '../../../infrastructure/two-factor-store';
import { ConfirmTotpCommand, type TotpConfirmation, totpConfirmation } from './confirm-totp.command';

@CommandHandler(ConfirmTotpCommand)
export class ConfirmTotpHandler implements ICommandHandler<ConfirmTotpCommand> {
  constructor(
    private readonly store: TwoFactorStore,
    private readonly secrets: TotpSecrets,
    private readonly registry: SessionRegistry,
    private readonly activity: AccountActivity,
  ) {}

  async execute({ userId, code, client }: ConfirmTotpCommand): Promise<TotpConfirmation> {
    const factor = await this.store.factorOf(userId);
    if (factor?.confirmed) throw new IdentityException(IdentityErrorCode.TwoFactorAlreadyOn);
    if (!factor) throw new IdentityException(IdentityErrorCode.TwoFactorNotPending);
    const totpCode = totpCodeOf(code);
    const step = totpCode === null ? null : this.secrets.stepOf(this.secrets.open(factor.sealedSecret), totpCode);
    if (step === null) throw new IdentityException(IdentityErrorCode.MfaCodeInvalid);
    const recoveryCodes = Array.from({ length: TWO_FACTOR.recoveryCodeCount }, newRecoveryCode);
    const hashes = recoveryCodes.map((recoveryCode) => this.secrets.hash(normalizeRecoveryCode(recoveryCode)));
    if (!(await this.store.confirm(userId, step, hashes))) {
      throw new IdentityException(IdentityErrorCode.TwoFactorNotPending);
    }
    // Every server's principal of this user now says two-factor is on (operators need it).
    await this.registry.userChanged(userId);
    await this.activity.record(userId, 'two_factor_enabled', { client });
    return totpConfirmation(recoveryCodes);
  }
}
