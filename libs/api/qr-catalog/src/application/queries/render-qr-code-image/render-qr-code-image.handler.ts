import { APP_CONFIG, type AppConfig } from '@liveqr/api/platform';
import {
  IMAGE_CONTENT_TYPES,
  type ImageFormat,
  planRender,
  QrRenderError,
  type RenderPlan,
  svgFromPlan,
} from '@liveqr/qr-render';
import { epsFromPlan, jpgFromPlan, pdfFromPlan, pngFromPlan } from '@liveqr/qr-render/node';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { designRefusalException, QrCatalogErrorCode, QrCatalogException } from '../../../domain/qr-catalog.exception';
import type { QrCode } from '../../../domain/qr-code.entity';
import { QrCodesRepository } from '../../../infrastructure/qr-codes.repository';
import { type QrCodeImage, RenderQrCodeImageQuery } from './render-qr-code-image.query';

const WRITERS: Record<ImageFormat, (plan: RenderPlan) => Buffer | Promise<Buffer>> = {
  png: pngFromPlan,
  jpg: (plan) => jpgFromPlan(plan),
  svg: (plan) => Buffer.from(svgFromPlan(plan)),
  pdf: pdfFromPlan,
  eps: epsFromPlan,
};

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
    return {
      body: await WRITERS[format](this.plan(code, size)),
      contentType: IMAGE_CONTENT_TYPES[format],
      fileName: `${code.name.trim() || 'qr-code'}.${format}`,
    };
  }

  /** A size below the symbol's minimum is refused with the smallest that works. */
  private plan(code: QrCode, size: number): RenderPlan {
    try {
      return planRender(code.payload(this.config.publicUrl), code.customization, { size });
    } catch (error) {
      if (error instanceof QrRenderError) throw designRefusalException(error.refusal);
      throw error;
    }
  }
}
