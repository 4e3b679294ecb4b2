import { Command } from '@nestjs/cqrs';
import type { IssuedSession } from '../../../infrastructure/session-tokens';
import type { RequestClient } from '../../request-client';

export class SignUpCommand extends Command<IssuedSession> {
  constructor(
    readonly firstName: string,
    readonly lastName: string,
    readonly email: string,
    readonly password: string,
    readonly confirmPassword: string,
    readonly rememberMe: boolean,
    readonly client: RequestClient,
  ) {
    super();
  }
}
