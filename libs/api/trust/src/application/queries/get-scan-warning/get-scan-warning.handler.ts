import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '@liveqr/api/platform';
import { GetScanWarningQuery } from '@liveqr/shared/contracts';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ReportedQrCode } from '../../../domain/reported-qr-code.entity';

/** Asked by the scan path when it caches a code (not per scan): does its scanner see the interstitial? */
@QueryHandler(GetScanWarningQuery)
export class GetScanWarningHandler implements IQueryHandler<GetScanWarningQuery, boolean> {
  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ qrCodeId }: GetScanWarningQuery): Promise<boolean> {
    const standing = await this.em
      .fork()
      .findOne(ReportedQrCode, { qrCodeId }, { fields: ['status', 'reporters'], disableIdentityMap: true });
    return standing?.showsInterstitial(this.config.trust.abuseReportThreshold) ?? false;
  }
}
