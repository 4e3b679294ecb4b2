import { type QrContent, type QrTypeId, validateContent } from '@liveqr/qr-content';
import { checkDesign, type QrCustomization, type QrSymbolInfo, validateCustomization } from '@liveqr/qr-render';
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

/**
 * What depends on the content too: a payload that does not fit in a QR symbol could never be
 * printed, and a logo must fit the symbol's error-correction budget. Refused when saved.
 */
export function assertDesignFits(payload: string, customization: QrCustomization): QrSymbolInfo {
  const check = checkDesign(payload, customization);
  if (check.ok) return check.symbol;
  const code =
    check.problem === 'tooLong' ? QrCatalogErrorCode.ContentTooLong : QrCatalogErrorCode.InvalidCustomization;
  throw new QrCatalogException(code, check.message);
}
