import { Command } from '@nestjs/cqrs';
import type { RequestClient } from '../../request-client';

export class ResetPasswordCommand extends Command<void> {
  constructor(
    readonly token: string,
    readonly password: string,
    readonly confirmPassword: string,
    readonly client: RequestClient,
  ) {
    super();
  }
}
