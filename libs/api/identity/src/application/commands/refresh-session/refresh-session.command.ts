import { Command } from '@nestjs/cqrs';
import type { IssuedSession } from '../../../infrastructure/session-tokens';

export class RefreshSessionCommand extends Command<IssuedSession> {
  constructor(readonly refreshToken: string | undefined) {
    super();
  }
}
