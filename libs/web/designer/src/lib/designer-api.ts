import type { QrTypeId } from '@liveqr/qr-content';
import type {
  DesignMessageValues,
  DesignProblem,
  DesignRefusal,
  QrCustomization,
  QrCustomizationInput,
  QrSymbolInfo,
} from '@liveqr/qr-render';
import type { ImageFormat } from '@liveqr/qr-render/image-options';
import { api, ApiError, type ApiFile, apiFile, bodyOf, type components } from '@liveqr/web/api-client';

type Schemas = components['schemas'];

/** A saved design on the account. */
export type BrandKit = Schemas['BrandKitResponseDto'];
export type BrandKitChanges = Schemas['UpdateBrandKitRequestDto'];

/**
 * What the server checks a design against: the contract's request, with the content as the form
 * holds it (the server checks it against `type`, which the contract's union cannot follow) and
 * always a design.
 */
export type DesignCheckRequest = Omit<Schemas['CheckDesignRequestDto'], 'type' | 'content' | 'customization'> & {
  type: QrTypeId;
  content: Record<string, unknown>;
  customization: QrCustomizationInput;
};

/** A design refusal as the API sends it (a design check's answer or an error body): qr-render's refusal. */
export type DesignRefusalBody = Pick<DesignRefusal, 'problem' | 'field' | 'message'> &
  Partial<Pick<DesignRefusal, 'values'>>;

export type DesignCheckAnswer = { ok: true; symbol: QrSymbolInfo } | ({ ok: false } & DesignRefusalBody);

const byId = (id: string) => ({ params: { path: { id } } });

/** Every call the designer makes. */
export const designerApi = {
  listBrandKits: () => bodyOf(api.GET('/api/brand-kits')),
  createBrandKit: (name: string, customization: Schemas['CreateBrandKitRequestDto']['customization']) =>
    bodyOf(api.POST('/api/brand-kits', { body: { name, customization } })),
  updateBrandKit: (id: string, changes: BrandKitChanges) =>
    bodyOf(api.PATCH('/api/brand-kits/{id}', { ...byId(id), body: changes })),
  deleteBrandKit: (id: string) => api.DELETE('/api/brand-kits/{id}', byId(id)),

  /** The server's verdict on a design: the same rules as create and update, plus its render-and-decode check. */
  async checkDesign(request: DesignCheckRequest, signal?: AbortSignal): Promise<DesignCheckAnswer> {
    try {
      const answer = await bodyOf(
        api.POST('/api/qr-codes/design-check', { body: request as Schemas['CheckDesignRequestDto'], signal }),
      );
      if (answer.problem) return { ok: false, ...designRefusal(answer.problem, answer) };
      // An accepted design always comes with its symbol.
      return { ok: true, symbol: answer.symbol as QrSymbolInfo };
    } catch (error) {
      const refusal = designRefusalOf(error);
      if (refusal) return { ok: false, ...refusal };
      throw error;
    }
  },

  /** What the saved code makes of the symbol, e.g. the smallest image that scans (absent for a design that no longer fits). */
  symbol: async (id: string) => (await bodyOf(api.GET('/api/qr-codes/{id}', byId(id)))).symbol,

  /** The saved code's design, e.g. to put it back after a brand kit was applied. */
  customization: async (id: string): Promise<QrCustomization> =>
    (await bodyOf(api.GET('/api/qr-codes/{id}', byId(id)))).customization,

  /** Gives a saved code a kit's design; the server checks it for the code's content like any edit. */
  applyBrandKit: (id: string, brandKitId: string) =>
    bodyOf(api.POST('/api/qr-codes/{id}/apply-brand-kit', { ...byId(id), body: { brandKitId } })),

  /** Saves a design on a code, as an edit of the design alone. */
  saveCustomization: (id: string, customization: QrCustomization) =>
    bodyOf(api.PATCH('/api/qr-codes/{id}', { ...byId(id), body: { customization } })),

  /** The code's image as the server renders it now; the name comes from the server. */
  image: (id: string, format: ImageFormat, size?: number): Promise<ApiFile> =>
    apiFile(
      api.GET('/api/qr-codes/{id}/image', {
        params: { path: { id }, query: { format, ...(size ? { size } : {}) } },
        parseAs: 'blob',
      }),
    ),
};

/** A refusal's parts, from a design check's answer or an error body. */
function designRefusal(
  problem: DesignProblem,
  { field, message, values }: { field?: unknown; message?: unknown; values?: unknown },
): DesignRefusalBody {
  return {
    problem,
    message: typeof message === 'string' ? message : '',
    ...(typeof field === 'string' ? { field } : {}),
    ...(values && typeof values === 'object' ? { values: values as DesignMessageValues } : {}),
  };
}

/** The design refusal an API error carries (create, update, image, design check), if it is one. */
export function designRefusalOf(error: unknown): DesignRefusalBody | undefined {
  if (!(error instanceof ApiError) || typeof error.body['problem'] !== 'string') return undefined;
  return designRefusal(error.body['problem'] as DesignProblem, { ...error.body, message: error.message });
}
