import { GetSubscriptionStatusQuery, type SubscriptionStatus } from '@liveqr/shared/contracts';
import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { QrCatalogErrorCode, QrCatalogException } from '../domain/qr-catalog.exception';

/** Creating and editing need an active subscription (spec §5, step 2); billing answers over the query bus. */
@Injectable()
export class SubscriptionGate {
  constructor(private readonly queries: QueryBus) {}

  async assertActive(userId: string): Promise<void> {
    const status = await this.queries.execute<GetSubscriptionStatusQuery, SubscriptionStatus>(
      new GetSubscriptionStatusQuery(userId),
    );
    if (!status.active) throw new QrCatalogException(QrCatalogErrorCode.SubscriptionRequired);
  }
}
