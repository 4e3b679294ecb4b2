import { EntityManager } from '@mikro-orm/postgresql';
import { GetMailRecipientQuery, type MailRecipientView } from '@liveqr/shared/contracts';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { UsersRepository } from '../../../infrastructure/users.repository';

/** Where and how other contexts write to a user (a webhook endpoint switched off, say); null once the account is gone. */
@QueryHandler(GetMailRecipientQuery)
export class GetMailRecipientHandler implements IQueryHandler<GetMailRecipientQuery, MailRecipientView | null> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: GetMailRecipientQuery): Promise<MailRecipientView | null> {
    // Asked outside any request: a unit of work of its own.
    const users = new UsersRepository(this.em.fork());
    const user = await users.findById(userId);
    return user ? users.recipientOf(user) : null;
  }
}
