import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { isLanguage, type Language } from '@liveqr/shared/contracts';
import { normalizeEmail, User } from '../domain/user.entity';
import type { MailRecipient } from './mail/account-mails';

@Injectable()
export class UsersRepository {
  constructor(private readonly em: EntityManager) {}

  /** Case-insensitive, as the unique index on lower(email). */
  async findByEmail(email: string): Promise<User | null> {
    const rows = await this.em.execute<{ id: string }[]>('select id from users where lower(email) = lower(?)', [
      normalizeEmail(email),
    ]);
    return rows[0] ? this.em.findOne(User, { id: rows[0].id }) : null;
  }

  findById(id: string): Promise<User | null> {
    return this.em.findOne(User, { id });
  }

  /** Where and how to write to the user. */
  async recipientOf(user: User): Promise<MailRecipient> {
    return { email: user.email, firstName: user.firstName, language: await this.languageOf(user.id) };
  }

  /** The language the user's mails are written in: their profile's, else English. */
  async languageOf(userId: string): Promise<Language> {
    const [row] = await this.em.execute<{ language: string }[]>('select language from profiles where id = ?', [userId]);
    return mailLanguage(row?.language);
  }

  /** Where to write to each of these users, in one statement; accounts that are gone are left out. */
  async recipientsOf(userIds: readonly string[]): Promise<Array<MailRecipient & { userId: string }>> {
    const rows = await this.em.execute<
      Array<{ id: string; email: string; first_name: string; language: string | null }>
    >(
      `select u.id, u.email, u.first_name, p.language from users u left join profiles p on p.id = u.id
       where u.id = any(cast(? as uuid[]))`,
      [`{${userIds.join(',')}}`],
    );
    return rows.map((row) => ({
      userId: row.id,
      email: row.email,
      firstName: row.first_name,
      language: mailLanguage(row.language),
    }));
  }
}

function mailLanguage(language: string | null | undefined): Language {
  return isLanguage(language) ? language : 'en';
}
