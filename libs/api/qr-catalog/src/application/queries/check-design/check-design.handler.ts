import { APP_CONFIG, type AppConfig } from '@liveqr/api/platform';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { QrCatalogErrorCode, QrCatalogException } from '../../../domain/qr-catalog.exception';
import { checkedContent } from '../../../domain/qr-code-rules';
import { QrCode } from '../../../domain/qr-code.entity';
import { SLUG_LENGTH } from '../../../domain/slug';
import { QrCodesRepository } from '../../../infrastructure/qr-codes.repository';
import { ScanGuarantee } from '../../scan-guarantee';
import { CheckDesignQuery, type DesignCheckView } from './check-design.query';

/** Before a code exists its slug and id are unknown; placeholders of the same length make a payload of the same size. */
const PLACEHOLDER_ID = '00000000-0000-4000-8000-000000000000';
const PLACEHOLDER_SLUG = '0'.repeat(SLUG_LENGTH);

@QueryHandler(CheckDesignQuery)
export class CheckDesignHandler implements IQueryHandler<CheckDesignQuery, DesignCheckView> {
  constructor(
    private readonly codes: QrCodesRepository,
    private readonly guarantee: ScanGuarantee,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ ownerId, input }: CheckDesignQuery): Promise<DesignCheckView> {
    const existing = input.qrCodeId === undefined ? undefined : await this.codes.findOwned(ownerId, input.qrCodeId);
    if (existing === null) throw new QrCatalogException(QrCatalogErrorCode.NotFound);
    const draft = QrCode.create({
      id: existing?.id ?? PLACEHOLDER_ID,
      ownerId,
      slug: existing?.slug ?? PLACEHOLDER_SLUG,
      type: input.type,
      content: checkedContent(input.type, input.content),
      customization: {} as QrCode['customization'],
      tracked: input.isTracked,
    });
    const verdict = await this.guarantee.check(draft.payload(this.config.publicUrl), input.customization);
    return verdict.ok ? { ok: true, customization: verdict.customization, symbol: verdict.symbol } : verdict;
  }
}
