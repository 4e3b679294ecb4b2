import { EntityManager } from '@mikro-orm/postgresql';
import { CountDomainCodesQuery } from '@liveqr/shared/contracts';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { QrCode } from '../../../domain/qr-code.entity';

/** The domains context asks before a domain is disabled or removed: its codes would stop answering. */
@QueryHandler(CountDomainCodesQuery)
export class CountDomainCodesHandler implements IQueryHandler<CountDomainCodesQuery, number> {
  constructor(private readonly em: EntityManager) {}

  execute({ workspaceId, domainId }: CountDomainCodesQuery): Promise<number> {
    return this.em.fork().count(QrCode, { userId: workspaceId, domainId });
  }
}
