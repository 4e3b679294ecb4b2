import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { User } from '../domain/user.entity';
import { AccountActivity } from '../infrastructure/account-activity';
import { AccountMails } from '../infrastructure/mail/account-mails';
import { VerificationLinks } from '../infrastructure/one-time-links';
import { SessionRegistry } from '../infrastructure/session-registry';
import { UsersRepository } from '../infrastructure/users.repository';
import type { RequestClient } from './request-client';

/**
 * Mails a link that proves who reads an address (the account's own, or one it is to change to), and
 * confirms the account's address once such a proof came back.
 */
@Injectable()
export class EmailVerification {
  constructor(
    private readonly em: EntityManager,
    private readonly links: VerificationLinks,
    private readonly users: UsersRepository,
    private readonly mails: AccountMails,
    private readonly registry: SessionRegistry,
    private readonly activity: AccountActivity,
  ) {}

  /** Voids the user's older links; the mail goes out in the background. */
  async sendLink(user: User, email: string = user.email): Promise<void> {
    const token = await this.links.issue(user.id, email);
    await this.em.flush();
    const link = this.mails.tokenLink('/verify-email', token);
    const recipient = { ...(await this.users.recipientOf(user)), email };
    this.mails.send(
      recipient,
      email === user.email ? { kind: 'verifyEmail', link } : { kind: 'confirmNewEmail', link },
    );
  }

  /** The account's own address is confirmed, in the account's activity too. */
  async confirm(user: User, client?: RequestClient): Promise<void> {
    user.markEmailVerified();
    await this.em.flush();
    // Every server's principal of this user now says the address is confirmed (operators need it).
    await this.registry.userChanged(user.id);
    await this.activity.record(user.id, 'email_verified', { client });
  }
}
