import { EntityManager } from '@mikro-orm/postgresql';
import { DescribeQrCodesQuery, type QrCodeForReview } from '@liveqr/shared/contracts';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { QrCodeAppeal } from '../../../domain/qr-code-appeal.entity';
import { TrustErrorCode, TrustException } from '../../../domain/trust.exception';
import { type AppealStanding, appealStanding, GetAppealStandingQuery } from './get-appeal-standing.query';

@QueryHandler(GetAppealStandingQuery)
export class GetAppealStandingHandler implements IQueryHandler<GetAppealStandingQuery, AppealStanding> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ ownerId, qrCodeId }: GetAppealStandingQuery): Promise<AppealStanding> {
    const [code] = await this.queries.execute<DescribeQrCodesQuery, QrCodeForReview[]>(
      new DescribeQrCodesQuery([qrCodeId]),
    );
    if (!code || code.ownerId !== ownerId) throw new TrustException(TrustErrorCode.QrCodeNotFound);
    const appeal = await this.em
      .fork()
      .findOne(QrCodeAppeal, { qrCodeId }, { orderBy: { createdAt: 'desc' }, disableIdentityMap: true });
    return appealStanding(code, appeal);
  }
}
