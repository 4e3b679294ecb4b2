import type { QrTypeId } from '@liveqr/qr-content';
import type {
  DesignMessageValues,
  DesignProblem,
  QrCustomization,
  QrCustomizationInput,
  QrSymbolInfo,
} from '@liveqr/qr-render';
import type { ImageFormat } from '@liveqr/qr-render/image-options';
import { ApiError, type ApiFile } from '@liveqr/web/api-client';
import { apiFetch, apiFetchFile } from '@liveqr/web/auth';

/** A saved design on the account (libs/api/qr-catalog's brand kits). */
export interface BrandKit {
  id: string;
  name: string;
  customization: QrCustomization;
  /** New codes start from the default kit; at most one kit is the default. */
  isDefault: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface BrandKitChanges {
  name?: string;
  customization?: QrCustomizationInput;
  isDefault?: boolean;
}

/** What the server checks a design against: the code's content as it will be encoded. */
export interface DesignCheckRequest {
  type: QrTypeId;
  content: Record<string, unknown>;
  isTracked: boolean;
  customization: QrCustomizationInput;
  /** Set for an existing code: its own slug and id make the exact payload. */
  qrCodeId?: string;
}

/** A design refusal as the API sends it: DESIGN_MESSAGES' stable key, the field, the English text and its values. */
export interface DesignRefusalBody {
  problem: DesignProblem;
  field?: string;
  message: string;
  values?: DesignMessageValues;
}

export type DesignCheckAnswer = { ok: true; symbol: QrSymbolInfo } | ({ ok: false } & DesignRefusalBody);

const codePath = (id: string) => `/api/qr-codes/${encodeURIComponent(id)}`;
const kitPath = (id: string) => `/api/brand-kits/${encodeURIComponent(id)}`;

/** Every call the designer makes; a generated OpenAPI client replaces this module later. */
export const designerApi = {
  listBrandKits: () => apiFetch<BrandKit[]>('/api/brand-kits'),
  createBrandKit: (name: string, customization: QrCustomizationInput) =>
    apiFetch<BrandKit>('/api/brand-kits', { method: 'POST', json: { name, customization } }),
  updateBrandKit: (id: string, changes: BrandKitChanges) =>
    apiFetch<BrandKit>(kitPath(id), { method: 'PATCH', json: changes }),
  deleteBrandKit: (id: string) => apiFetch(kitPath(id), { method: 'DELETE' }),

  /** The server's verdict on a design: the same rules as create and update, plus its render-and-decode check. */
  async checkDesign(request: DesignCheckRequest, signal?: AbortSignal): Promise<DesignCheckAnswer> {
    try {
      return await apiFetch<DesignCheckAnswer>('/api/qr-codes/design-check', { method: 'POST', json: request, signal });
    } catch (error) {
      const refusal = designRefusalOf(error);
      if (refusal) return { ok: false, ...refusal };
      throw error;
    }
  },

  /** What the saved code makes of the symbol, e.g. the smallest image that scans (absent for a design that no longer fits). */
  symbol: async (id: string) => (await apiFetch<{ symbol?: QrSymbolInfo }>(codePath(id))).symbol,

  /** The saved code's design, e.g. to put it back after a brand kit was applied. */
  customization: async (id: string) => (await apiFetch<{ customization: QrCustomization }>(codePath(id))).customization,

  /** Gives a saved code a kit's design; the server checks it for the code's content like any edit. */
  applyBrandKit: (id: string, brandKitId: string) =>
    apiFetch<{ customization: QrCustomization }>(`${codePath(id)}/apply-brand-kit`, {
      method: 'POST',
      json: { brandKitId },
    }),

  /** Saves a design on a code, as an edit of the design alone. */
  saveCustomization: (id: string, customization: QrCustomization) =>
    apiFetch<{ customization: QrCustomization }>(codePath(id), { method: 'PATCH', json: { customization } }),

  /** The code's image as the server renders it now; the name comes from the server. */
  image: (id: string, format: ImageFormat, size?: number): Promise<ApiFile> =>
    apiFetchFile(`${codePath(id)}/image?${new URLSearchParams({ format, ...(size ? { size: String(size) } : {}) })}`),
};

/** The design refusal an API error carries (create, update, image, design check), if it is one. */
export function designRefusalOf(error: unknown): DesignRefusalBody | undefined {
  if (!(error instanceof ApiError) || typeof error.body['problem'] !== 'string') return undefined;
  const { problem, field, values } = error.body;
  return {
    problem: problem as DesignProblem,
    message: error.message,
    ...(typeof field === 'string' ? { field } : {}),
    ...(values && typeof values === 'object' ? { values: values as DesignMessageValues } : {}),
  };
}
