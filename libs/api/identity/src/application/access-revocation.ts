import {
  type AccessRevocationReason,
  RevokeWebhookEndpointsCommand,
  type RevokedWebhookEndpoint,
} from '@liveqr/shared/contracts';
import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiKeys } from '../infrastructure/api-keys';
import type { RevokedAccess } from '../infrastructure/mail/account-mail-templates';

/**
 * Ends every way into the account that does not need a session: the API keys and webhook endpoints
 * made until now. Whoever had the account before a password reset, a Google claim or "sign out
 * everywhere" may have made them; the owner is told which and makes new ones.
 */
@Injectable()
export class AccessRevocation {
  constructor(
    private readonly apiKeys: ApiKeys,
    private readonly commands: CommandBus,
  ) {}

  async revokeAllOf(userId: string, reason: AccessRevocationReason, at = new Date()): Promise<RevokedAccess> {
    const keys = await this.apiKeys.revokeAllOf(userId, reason, at);
    const webhooks = await this.commands.execute<RevokeWebhookEndpointsCommand, RevokedWebhookEndpoint[]>(
      new RevokeWebhookEndpointsCommand(userId, reason, at),
    );
    return { apiKeys: keys.map(({ name, prefix }) => ({ name, prefix })), webhooks };
  }
}
