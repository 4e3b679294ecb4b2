import { checkUrl } from '@liveqr/qr-content';
import { planRender } from '@liveqr/qr-render';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import {
  DESTINATION_REFUSAL_CODES,
  QrCatalogErrorCode,
  QrCatalogException,
} from '../../../domain/qr-catalog.exception';
import { STATIC_QR_STYLES } from '../../../domain/static-qr-styles';
import { planOrRefuse, writeImage } from '../render-qr-code-image/image-writers';
import type { QrCodeImage } from '../render-qr-code-image/render-qr-code-image.query';
import { RenderStaticQrCodeQuery } from './render-static-qr-code.query';

/**
 * The link goes into the code as typed (normalised): a static code never passes through LiveQR, so
 * only the URL rules apply, not the destination policy of the codes we redirect.
 */
@QueryHandler(RenderStaticQrCodeQuery)
export class RenderStaticQrCodeHandler implements IQueryHandler<RenderStaticQrCodeQuery, QrCodeImage> {
  async execute({ url, style, format, size }: RenderStaticQrCodeQuery): Promise<QrCodeImage> {
    const checked = checkUrl(url);
    if (!checked.ok) {
      const code = checked.refusal ? DESTINATION_REFUSAL_CODES[checked.refusal] : QrCatalogErrorCode.InvalidLink;
      throw new QrCatalogException(code, checked.message);
    }
    if (checked.url === '') throw new QrCatalogException(QrCatalogErrorCode.InvalidLink);
    const plan = planOrRefuse(() => planRender(checked.url, STATIC_QR_STYLES[style], { size }));
    return { ...(await writeImage(plan, format)), fileName: `qr-code.${format}` };
  }
}
