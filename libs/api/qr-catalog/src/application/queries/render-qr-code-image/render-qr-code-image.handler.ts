import { APP_CONFIG, type AppConfig } from '@liveqr/api/platform';
import { QrRenderError, renderSvg } from '@liveqr/qr-render';
import { renderJpg, renderPng } from '@liveqr/qr-render/node';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { QrCatalogErrorCode, QrCatalogException } from '../../../domain/qr-catalog.exception';
import type { QrCode } from '../../../domain/qr-code.entity';
import { QrCodesRepository } from '../../../infrastructure/qr-codes.repository';
import { type ImageFormat, type QrCodeImage, RenderQrCodeImageQuery } from './render-qr-code-image.query';

const CONTENT_TYPES: Record<ImageFormat, string> = { png: 'image/png', svg: 'image/svg+xml', jpg: 'image/jpeg' };

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
      body: this.render(code, format, size),
      contentType: CONTENT_TYPES[format],
      fileName: fileName(code, format),
    };
  }

  private render(code: QrCode, format: ImageFormat, size: number): Buffer {
    const payload = code.payload(this.config.publicUrl);
    try {
      switch (format) {
        case 'png':
          return renderPng(payload, code.customization, { size });
        case 'jpg':
          return renderJpg(payload, code.customization, { size });
        case 'svg':
          return Buffer.from(renderSvg(payload, code.customization, { size }));
      }
    } catch (error) {
      if (error instanceof QrRenderError) {
        throw new QrCatalogException(QrCatalogErrorCode.InvalidImageRequest, error.message);
      }
      throw error;
    }
  }
}

function fileName(code: QrCode, format: ImageFormat): string {
  return `${code.name.trim() || 'qr-code'}.${format}`;
}
