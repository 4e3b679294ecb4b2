import { Command } from '@nestjs/cqrs';
import type { RequestClient } from '../../request-client';

/** Two-factor is on: the recovery codes, shown this once (stored hashed); TotpConfirmationResponseDto. */
export function totpConfirmation(recoveryCodes: string[]) {
  return { recoveryCodes };
}

export type TotpConfirmation = ReturnType<typeof totpConfirmation>;

/** Turns the pending secret on with a code of it; answers the recovery codes, shown this once. */
export class ConfirmTotpCommand extends Command<TotpConfirmation> {
  constructor(
    readonly userId: string,
    readonly code: string,
    readonly client: RequestClient,
  ) {
    super();
  }
}
