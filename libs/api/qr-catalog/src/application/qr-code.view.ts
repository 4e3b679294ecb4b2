import { type QrContent, type QrTypeId, type RuleWarning, trackingUnavailableReason } from '@liveqr/qr-content';
import type { ExpiryRule, RoutingRule, SplitVariant } from '@liveqr/shared/contracts';
import { checkDesign, type QrCustomization, type QrSymbolInfo } from '@liveqr/qr-render';
import type { QrCode } from '../domain/qr-code.entity';
import type { QrCodeListRow } from '../infrastructure/qr-codes.repository';
import { withScanMinimum } from './scan-guarantee';

/** One code in My QR Codes: what a card shows, without the (possibly large) content. */
export interface QrCodeSummaryView {
  id: string;
  name: string;
  type: QrTypeId;
  slug: string;
  /** `{PUBLIC_URL}/s/{slug}`, where the code answers; null for wifi codes, which have none. */
  shortUrl: string | null;
  isDynamic: boolean;
  isActive: boolean;
  /** Disabled by LiveQR's operators after abuse reports: it answers 410 whatever `isActive` says. */
  suspended: boolean;
  isTracked: boolean;
  /** Null: in no folder. */
  folderId: string | null;
  scanCount: number;
  uniqueScanCount: number;
  /** Null: never scanned. */
  lastScannedAt: string | null;
  /** Null when the code never expires. */
  expiry: ExpiryRule | null;
  /** Counted scans toward the scan limit. */
  limitedScanCount: number;
  /** Past its date or out of scans: the owner sees "Expired" and can extend it. */
  expired: boolean;
  imageUrl: string;
  createdAt: string;
  updatedAt: string;
}

export interface QrCodeView extends QrCodeSummaryView {
  content: QrContent;
  customization: QrCustomization;
  /** The exact text the printed code holds. */
  payload: string;
  /** Version, error-correction level drawn and the smallest image size that scans; absent only for a design that no longer fits. */
  symbol?: QrSymbolInfo;
  /** Set for types that cannot be tracked (WiFi): why the tracking toggle is off. */
  trackingUnavailableReason?: string;
  /** Ordered; the first rule that matches a scan wins. */
  routing: RoutingRule[];
  split: SplitVariant[];
  /** The password itself is never returned. */
  hasPassword: boolean;
  /** What an edit was allowed to do but the owner should know (an expiry already past). */
  warnings?: RuleWarning[];
}

/** A row of the list: a summary and the code's tags. */
export interface QrCodeListItemView extends QrCodeSummaryView {
  tagIds: string[];
}

export interface QrCodePageView {
  items: QrCodeListItemView[];
  total: number;
  page: number;
  pageSize: number;
}

export function toSummaryView(code: QrCodeListRow, publicUrl: string): QrCodeSummaryView {
  return {
    id: code.id,
    name: code.name,
    type: code.type,
    slug: code.slug,
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

export function toQrCodeView(code: QrCode, publicUrl: string, warnings: RuleWarning[] = []): QrCodeView {
  const reason = trackingUnavailableReason(code.type);
  const payload = code.payload(publicUrl);
  const design = checkDesign(payload, code.customization);
  return {
    ...toSummaryView(code, publicUrl),
    content: code.content,
    customization: code.customization,
    payload,
    ...(design.ok ? { symbol: withScanMinimum(design.symbol, code.scanMinimumSize) } : {}),
    ...(reason ? { trackingUnavailableReason: reason } : {}),
    routing: code.routing,
    split: code.split,
    hasPassword: code.passwordHash !== null,
    ...(warnings.length > 0 ? { warnings } : {}),
  };
}
