import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { User } from '../domain/user.entity';
import { AccountActivity } from '../infrastructure/account-activity';
import { AccountMails } from '../infrastructure/mail/account-mails';
import { ResetLinks } from '../infrastructure/one-time-links';
import { UsersRepository } from '../infrastructure/users.repository';
import type { RequestClient } from './request-client';

/** Tells the owner that signing in is paused (a wrong password or second-step code locked it). */
@Injectable()
export class SignInLockNotice {
  constructor(
    private readonly em: EntityManager,
    private readonly users: UsersRepository,
    private readonly resetLinks: ResetLinks,
    private readonly mails: AccountMails,
    private readonly activity: AccountActivity,
  ) {}

  /** The mail carries a reset link: if the owner forgot their password, that is the way in. */
  async send(user: User, client: RequestClient): Promise<void> {
    const token = await this.resetLinks.issue(user.id);
    await this.em.flush();
    const link = this.mails.tokenLink('/reset-password', token);
    this.mails.send(await this.users.recipientOf(user), { kind: 'signInLocked', link });
    await this.activity.record(user.id, 'sign_in_locked', { client });
  }
}
