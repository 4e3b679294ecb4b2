import { APP_CONFIG, type AppConfig } from '@liveqr/api/platform';
import { planRender } from '@liveqr/qr-render';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { QrCatalogErrorCode, QrCatalogException } from '../../../domain/qr-catalog.exception';
import { QrCodesRepository } from '../../../infrastructure/qr-codes.repository';
import { planOrRefuse, writeImage } from './image-writers';
import { type QrCodeImage, RenderQrCodeImageQuery } from './render-qr-code-image.query';

/** Rendered on request from the stored content, so a download always matches the code as it is now. */
@QueryHandler(RenderQrCodeImageQuery)
export class RenderQrCodeImageHandler implements IQueryHandler<RenderQrCodeImageQuery, QrCodeImage> {
  constructor(
    private readonly codes: QrCodesRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ ownerId, id, format, size }: RenderQrCodeImageQuery): Promise<QrCodeImage> {
    const code = await this.codes.findOwned(ownerId, id);
    if (!code) throw new QrCatalogException(QrCatalogErrorCode.NotFound);
    const payload = code.payload(this.config.publicUrl);
    // A size below the smallest that scans is refused, naming it: the symbol's own minimum, or the
    // larger one the scan guarantee found at Save.
    const plan = planOrRefuse(() =>
      planRender(payload, code.customization, { size, minimumSize: code.scanMinimumSize ?? undefined }),
    );
    return { ...(await writeImage(plan, format)), fileName: `${code.name.trim() || 'qr-code'}.${format}` };
  }
}
