import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { User } from '../domain/user.entity';
import { AccountMails } from '../infrastructure/mail/account-mails';
import { VerificationLinks } from '../infrastructure/one-time-links';
import { UsersRepository } from '../infrastructure/users.repository';

/** Mails a link that proves who reads an address: the account's own, or one it is to change to. */
@Injectable()
export class EmailVerification {
  constructor(
    private readonly em: EntityManager,
    private readonly links: VerificationLinks,
    private readonly users: UsersRepository,
    private readonly mails: AccountMails,
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
}
