import type { QrTypeId } from '@liveqr/qr-content';
import { api, apiFile, bodyOf, type components, type paths, type UploadOptions } from '@liveqr/web/api-client';

type Schemas = components['schemas'];
/** A saved code with its content, design, rules and encoded payload. */
export type QrCode = Schemas['QrCodeResponseDto'];
export type SubscriptionStatus = Schemas['SubscriptionStatusResponseDto'];
/** What the form saves: the fields of an edit, all given. */
export type QrCodeInput = Required<
  Pick<Schemas['UpdateQrCodeRequestDto'], 'name' | 'content' | 'customization' | 'isTracked'>
> &
  Omit<Schemas['UpdateQrCodeRequestDto'], 'name' | 'content' | 'customization' | 'isTracked'>;

/** The upload kinds of POST /api/uploads. */
export type UploadKind = paths['/api/uploads']['post']['parameters']['query']['kind'];

const byId = (id: string) => ({ params: { path: { id } } });

export const qrApi = {
  subscriptionStatus: () => bodyOf(api.GET('/api/billing/status')),
  /** The workspace's custom domains, for its owner and admins (403 for anyone else). */
  domains: () => bodyOf(api.GET('/api/domains')),
  get: (id: string) => bodyOf(api.GET('/api/qr-codes/{id}', byId(id))),
  create: (type: QrTypeId, input: QrCodeInput) =>
    // The form checked the content against `type` (validateContent), which the contract's union cannot see.
    bodyOf(api.POST('/api/qr-codes', { body: { type, ...input } as Schemas['CreateQrCodeRequestDto'] })),
  /** The saved code as a PNG at the size the server picks for it (one that scans), under the server's name. */
  png: (id: string) =>
    apiFile(
      api.GET('/api/qr-codes/{id}/image', { params: { path: { id }, query: { format: 'png' } }, parseAs: 'blob' }),
    ),
  update: (id: string, input: QrCodeInput) => bodyOf(api.PATCH('/api/qr-codes/{id}', { ...byId(id), body: input })),
  /** The file's bytes as they are (the server reads its type from them), with progress and abort. */
  upload: (file: File, kind: UploadKind, options: Pick<UploadOptions<'/api/uploads'>, 'signal' | 'onProgress'>) =>
    api.upload('/api/uploads', { query: { kind, fileName: file.name }, file, ...options }),
};
