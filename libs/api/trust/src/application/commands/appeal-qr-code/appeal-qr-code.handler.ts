import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { DescribeQrCodesQuery, type QrCodeForReview } from '@liveqr/shared/contracts';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { QrCodeAppeal } from '../../../domain/qr-code-appeal.entity';
import { TrustErrorCode, TrustException } from '../../../domain/trust.exception';
import { appealView, type QrCodeAppealView } from '../../appeal-views';
import { AppealQrCodeCommand } from './appeal-qr-code.command';

@CommandHandler(AppealQrCodeCommand)
export class AppealQrCodeHandler implements ICommandHandler<AppealQrCodeCommand, QrCodeAppealView> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ ownerId, qrCodeId, message, at }: AppealQrCodeCommand): Promise<QrCodeAppealView> {
    const [code] = await this.queries.execute<DescribeQrCodesQuery, QrCodeForReview[]>(
      new DescribeQrCodesQuery([qrCodeId]),
    );
    // Someone else's code is as absent as a missing one.
    if (!code || code.ownerId !== ownerId) throw new TrustException(TrustErrorCode.QrCodeNotFound);
    if (!code.suspended) throw new TrustException(TrustErrorCode.NotDisabled);
    const appeal = QrCodeAppeal.open(code.id, ownerId, message, at);
    const em = this.em.fork();
    try {
      // The partial unique index keeps one open appeal per code, also against concurrent requests.
      await em.persist(appeal).flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new TrustException(TrustErrorCode.AppealOpen);
      throw error;
    }
    return appealView(appeal);
  }
}
