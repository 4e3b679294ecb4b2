import { CountDomainCodesQuery } from '@liveqr/shared/contracts';
import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { CustomDomain } from '../domain/custom-domain';
import { DomainsErrorCode, DomainsException } from '../domain/domains.exception';

/**
 * Disabling or removing a domain that codes were created on makes every printed copy of them
 * answer "no longer available": it needs the caller's confirmation, and the refusal says how many
 * codes (qr-catalog counts them).
 */
@Injectable()
export class DomainUsage {
  constructor(private readonly queries: QueryBus) {}

  async assertMayWithdraw(domain: Pick<CustomDomain, 'id' | 'workspaceId'>, confirmed: boolean): Promise<void> {
    if (confirmed) return;
    const codes = await this.queries.execute<CountDomainCodesQuery, number>(
      new CountDomainCodesQuery(domain.workspaceId, domain.id),
    );
    if (codes > 0) throw new DomainsException(DomainsErrorCode.InUse, undefined, { codes });
  }
}
