import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { normalizeEmail, User } from '../domain/user.entity';

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
}
