import { APP_CONFIG, type AppConfig } from '@liveqr/api/platform';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { QrCatalogErrorCode, QrCatalogException } from '../../../domain/qr-catalog.exception';
import { checkedContent } from '../../../domain/qr-code-rules';
import { QrCode } from '../../../domain/qr-code.entity';
import type { CodeIdentity } from '../../../domain/slug';
import { QrCodesRepository } from '../../../infrastructure/qr-codes.repository';
import { NewQrCodes } from '../../new-qr-codes';
import { ScanGuarantee } from '../../scan-guarantee';
import { CheckDesignQuery, type DesignCheckView, designCheckView } from './check-design.query';

@QueryHandler(CheckDesignQuery)
export class CheckDesignHandler implements IQueryHandler<CheckDesignQuery, DesignCheckView> {
  constructor(
    private readonly codes: QrCodesRepository,
    private readonly guarantee: ScanGuarantee,
    private readonly newCodes: NewQrCodes,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ ownerId, input }: CheckDesignQuery): Promise<DesignCheckView> {
    const existing = input.qrCodeId === undefined ? undefined : await this.codes.findOwned(ownerId, input.qrCodeId);
    if (existing === null) throw new QrCatalogException(QrCatalogErrorCode.NotFound);
    const { content } = checkedContent(input.type, input.content);
    const domain = existing ? existing.domain : await this.newCodes.domainFor(ownerId, input.domainId);
    const draft = (identity: CodeIdentity) =>
      QrCode.create({
        ...identity,
        ownerId,
        domain,
        type: input.type,
        content,
        customization: {} as QrCode['customization'],
        tracked: input.isTracked,
      });
    const payloadOf = (identity: CodeIdentity) => draft(identity).payload(this.config.publicUrl);
    // An existing code keeps its printed slug: its own payload. A new one gets its id and slug drawn
    // as Save draws them (the next Save of this design takes the identity approved here).
    const verdict = existing
      ? await this.guarantee.check(payloadOf({ id: existing.id, slug: existing.slug }), input.customization)
      : (await this.guarantee.forNewCode(payloadOf, input.customization, { take: false })).verdict;
    return designCheckView(verdict);
  }
}
