import type { QrContent, QrTypeId } from '@liveqr/qr-content';
import type { QrCustomization, QrSymbolInfo } from '@liveqr/qr-render';
import type { ExpiryRule, RoutingRule, SplitVariant, SubscriptionStatus } from '@liveqr/shared/contracts';
import { ApiError } from '@liveqr/web/api-client';
import { apiFetch } from '@liveqr/web/auth';
import type { RulesInput } from './rules-panel';

/** GET /api/qr-codes/:id (QrCodeResponseDto in libs/api/qr-catalog). */
export interface QrCodeDetails {
  id: string;
  name: string;
  type: QrTypeId;
  slug: string;
  isActive: boolean;
  isTracked: boolean;
  content: QrContent;
  customization: QrCustomization;
  payload: string;
  /** What the saved content and design make of the symbol (e.g. the smallest image that scans). */
  symbol?: QrSymbolInfo;
  trackingUnavailableReason?: string;
  expiry: ExpiryRule | null;
  routing: RoutingRule[];
  split: SplitVariant[];
  hasPassword: boolean;
}

export interface QrCodeInput extends Partial<RulesInput> {
  name: string;
  content: Record<string, unknown>;
  customization: QrCustomization;
  isTracked: boolean;
}

export interface UploadedFile {
  url: string;
  fileName: string;
}

/** The upload kinds of POST /api/uploads. */
export type UploadKind = 'document' | 'image' | 'video' | 'audio';

export const qrApi = {
  subscriptionStatus: () => apiFetch<SubscriptionStatus>('/api/billing/status'),
  get: (id: string) => apiFetch<QrCodeDetails>(`/api/qr-codes/${encodeURIComponent(id)}`),
  create: (type: QrTypeId, input: QrCodeInput) =>
    apiFetch<QrCodeDetails>('/api/qr-codes', { method: 'POST', json: { type, ...input } }),
  update: (id: string, input: QrCodeInput) =>
    apiFetch<QrCodeDetails>(`/api/qr-codes/${encodeURIComponent(id)}`, { method: 'PATCH', json: input }),
  /** The server reads the file's type from its bytes, so the raw bytes are streamed as they are. */
  upload: (file: File, kind: UploadKind) =>
    apiFetch<UploadedFile>(`/api/uploads?kind=${kind}&fileName=${encodeURIComponent(file.name)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: file,
    }),
};

/** The server's text when it sent one, else the given fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}
