import { type QrContent, type QrTypeId, validateContent } from '@liveqr/qr-content';
import { type QrCustomization, validateCustomization } from '@liveqr/qr-render';
import { QrCatalogErrorCode, QrCatalogException } from './qr-catalog.exception';

/** The server never trusts the client's validation: every create and edit goes through these. */
export function checkedContent(type: QrTypeId, raw: unknown): QrContent {
  const result = validateContent(type, raw);
  if (!result.ok) throw new QrCatalogException(QrCatalogErrorCode.InvalidContent, result.message);
  return result.content;
}

export function checkedCustomization(raw: unknown): QrCustomization {
  const result = validateCustomization(raw);
  if (!result.ok) throw new QrCatalogException(QrCatalogErrorCode.InvalidCustomization, result.message);
  return result.customization;
}
