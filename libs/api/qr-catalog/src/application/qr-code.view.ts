import { type RuleWarning, trackingUnavailableReason } from '@liveqr/qr-content';
import { checkDesign } from '@liveqr/qr-render';
import type { QrCode } from '../domain/qr-code.entity';
import type { QrCodeListPage, QrCodeListRow } from '../infrastructure/qr-codes.repository';
import { withScanMinimum } from './scan-guarantee';

/*
 * Codes as the API answers them. Their HTTP shape is described once, by the response DTOs in
 * interface/dto/qr-code.response.dto.ts, which the controllers return.
 */

/** One code in My QR Codes: what a card shows, without the (possibly large) content. */
function toSummaryView(code: QrCodeListRow, publicUrl: string) {
  return {
    id: code.id,
    name: code.name,
    type: code.type,
    slug: code.slug,
    domainId: code.domainId ?? null,
    shortUrl: code.shortUrl(publicUrl),
    isDynamic: code.isDynamic,
    isActive: code.isActive,
    suspended: code.suspendedAt !== null,
    isTracked: code.isTracked,
    folderId: code.folderId ?? null,
    scanCount: code.scanCount,
    uniqueScanCount: code.uniqueScanCount,
    lastScannedAt: code.lastScannedAt?.toISOString() ?? null,
    expiry: code.expiry,
    limitedScanCount: code.limitedScanCount,
    expired: code.isExpired(),
    imageUrl: code.qrImageUrl,
    createdAt: code.createdAt.toISOString(),
    updatedAt: code.updatedAt.toISOString(),
  };
}

export function toQrCodeView(code: QrCode, publicUrl: string, warnings: RuleWarning[] = []) {
  const reason = trackingUnavailableReason(code.type);
  const payload = code.payload(publicUrl);
  const design = checkDesign(payload, code.customization);
  return {
    ...toSummaryView(code, publicUrl),
    content: code.content,
    customization: code.customization,
    payload,
    // Absent only for a design that no longer fits.
    ...(design.ok ? { symbol: withScanMinimum(design.symbol, code.scanMinimumSize) } : {}),
    ...(reason ? { trackingUnavailableReason: reason } : {}),
    routing: code.routing,
    split: code.split,
    hasPassword: code.passwordHash !== null,
    ...(warnings.length > 0 ? { warnings } : {}),
  };
}

export type QrCodeView = ReturnType<typeof toQrCodeView>;

/** One page of My QR Codes: each row's summary and tags. */
export function toQrCodePageView(
  { rows, total }: QrCodeListPage,
  { page, pageSize }: { page: number; pageSize: number },
  publicUrl: string,
) {
  return {
    items: rows.map(({ code, tagIds }) => ({ ...toSummaryView(code, publicUrl), tagIds })),
    total,
    page,
    pageSize,
  };
}

export type QrCodePageView = ReturnType<typeof toQrCodePageView>;
