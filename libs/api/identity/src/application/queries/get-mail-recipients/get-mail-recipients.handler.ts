import { EntityManager } from '@mikro-orm/postgresql';
import { GetMailRecipientsQuery, type PersonView } from '@liveqr/shared/contracts';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { UsersRepository } from '../../../infrastructure/users.repository';

/** Names and addresses of many users at once: one statement however many ids a page names. */
@QueryHandler(GetMailRecipientsQuery)
export class GetMailRecipientsHandler implements IQueryHandler<GetMailRecipientsQuery, PersonView[]> {
  constructor(private readonly em: EntityManager) {}

  execute({ userIds }: GetMailRecipientsQuery): Promise<PersonView[]> {
    if (userIds.length === 0) return Promise.resolve([]);
    return new UsersRepository(this.em.fork()).recipientsOf([...new Set(userIds)]);
  }
}
