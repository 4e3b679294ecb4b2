import { Injectable } from '@nestjs/common';
import type { SignInMethod } from '@liveqr/shared/contracts';
import { IdentityErrorCode, IdentityException } from '../domain/identity.exception';
import { normalizeRecoveryCode, totpCodeOf } from '../domain/two-factor-policy';
import { AccountActivity } from '../infrastructure/account-activity';
import { TotpSecrets } from '../infrastructure/totp-secrets';
import { TwoFactorStore } from '../infrastructure/two-factor-store';
import type { RequestClient } from './request-client';

/** The second step of signing in (and of turning two-factor off): when it is needed, and checking a code. */
@Injectable()
export class SecondFactor {
  constructor(
    private readonly store: TwoFactorStore,
    private readonly secrets: TotpSecrets,
    private readonly activity: AccountActivity,
  ) {}

  /**
   * Throws MFA_REQUIRED with a ticket for the second step when the user has two-factor on and
   * this browser was not remembered for them.
   */
  async demand(
    userId: string,
    sign: { rememberMe: boolean; method: SignInMethod; deviceToken: string | undefined },
  ): Promise<void> {
    if (!(await this.store.isOn(userId))) return;
    if (await this.store.isTrustedDevice(userId, sign.deviceToken)) return;
    const ticket = await this.store.issueTicket(userId, sign.rememberMe, sign.method);
    throw new IdentityException(IdentityErrorCode.MfaRequired, undefined, { ticket });
  }

  /**
   * Whether `code` is a current code of the user's authenticator (each time step once: a replayed
   * code is refused) or one of their unused recovery codes, which it then spends.
   */
  async check(userId: string, code: string, client: RequestClient): Promise<boolean> {
    const factor = await this.store.factorOf(userId);
    if (!factor?.confirmed) return false;
    const totpCode = totpCodeOf(code);
    if (totpCode) {
      const step = this.secrets.stepOf(this.secrets.open(factor.sealedSecret), totpCode);
      return step !== null && this.store.useStep(userId, step);
    }
    const spent = await this.store.useRecoveryCode(userId, this.secrets.hash(normalizeRecoveryCode(code)));
    if (spent) await this.activity.record(userId, 'recovery_code_used', { client });
    return spent;
  }
}
