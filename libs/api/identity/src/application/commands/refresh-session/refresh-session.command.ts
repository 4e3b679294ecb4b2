import { Command } from '@nestjs/cqrs';
import type { IssuedSession } from '../../../infrastructure/session-tokens';
import type { RequestClient } from '../../request-client';

export class RefreshSessionCommand extends Command<IssuedSession> {
  constructor(
    readonly refreshToken: string | undefined,
    readonly client: RequestClient,
  ) {
    super();
  }
}
