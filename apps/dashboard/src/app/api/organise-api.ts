import type { ImageFormat } from '@liveqr/qr-render/image-options';
import { api, apiFile, type ApiFile, bodyOf, type components } from '@liveqr/web/api-client';
import type { LibraryParams } from '../features/organise/library-params';

export type CodeRow = components['schemas']['QrCodeListItemResponseDto'];
export type CodePage = components['schemas']['QrCodePageResponseDto'];
export type Folder = components['schemas']['FolderResponseDto'];
export type Tag = components['schemas']['TagResponseDto'];
export type BulkDeletion = components['schemas']['BulkDeletionResponseDto'];
type Filter = components['schemas']['QrCodeFilterDto'];
export type PrintSheetRequest = components['schemas']['PrintSheetRequestDto'];

/** Codes by their ids, or every code that matches the page's filter (the server resolves it). */
export type Selection = { ids: string[] } | { matching: Filter };

/** The filter part of the page's URL, as the API takes it. */
export function filterOf(params: LibraryParams): Filter {
  return {
    ...(params.search.trim() ? { search: params.search.trim() } : {}),
    ...(params.status ? { status: params.status } : {}),
    ...(params.type ? { type: params.type } : {}),
    ...(params.folderId ? { folderId: params.folderId, includeSubfolders: params.includeSubfolders } : {}),
    ...(params.tagIds.length > 0 ? { tagIds: params.tagIds } : {}),
  };
}

/**
 * Whether a row still belongs to the page's filter after a list action changed it: status, folder
 * and tags, the filters a list action can change (search and type it cannot). Mirrors the server's filter.
 */
export function stillMatches(row: CodeRow, params: LibraryParams, folders: readonly Folder[]): boolean {
  if (params.status && row.isActive !== (params.status === 'active')) return false;
  if (params.tagIds.some((id) => !row.tagIds.includes(id))) return false;
  if (!params.folderId) return true;
  if (row.folderId === params.folderId) return true;
  if (!params.includeSubfolders) return false;
  // In a subfolder when a parent up the chain is the open folder.
  const parentOf = new Map(folders.map((folder) => [folder.id, folder.parentId]));
  for (let id = row.folderId; id; id = parentOf.get(id) ?? null) if (id === params.folderId) return true;
  return false;
}

export const organiseApi = {
  listCodes: (params: LibraryParams, pageSize: number) =>
    bodyOf(
      api.GET('/api/qr-codes', {
        params: {
          query: { ...filterOf(params), sort: params.sort, direction: params.direction, page: params.page, pageSize },
        },
      }),
    ),
  folders: () => bodyOf(api.GET('/api/folders')),
  createFolder: (name: string, parentId: string | null) =>
    bodyOf(api.POST('/api/folders', { body: { name, parentId } })),
  updateFolder: (id: string, changes: { name?: string; parentId?: string | null }) =>
    bodyOf(api.PATCH('/api/folders/{id}', { params: { path: { id } }, body: changes })),
  deleteFolder: (id: string) => bodyOf(api.DELETE('/api/folders/{id}', { params: { path: { id } } })),
  restoreFolder: (deletionId: string) => bodyOf(api.POST('/api/folders/restore', { body: { deletionId } })),
  tags: () => bodyOf(api.GET('/api/tags')),
  createTag: (name: string, colour: string) => bodyOf(api.POST('/api/tags', { body: { name, colour } })),
  updateTag: (id: string, changes: { name?: string; colour?: string }) =>
    bodyOf(api.PATCH('/api/tags/{id}', { params: { path: { id } }, body: changes })),
  deleteTag: (id: string) => bodyOf(api.DELETE('/api/tags/{id}', { params: { path: { id } } })),
  restoreTag: (deletionId: string) => bodyOf(api.POST('/api/tags/restore', { body: { deletionId } })),
  setActive: (selection: Selection, active: boolean) =>
    bodyOf(api.POST('/api/qr-codes/bulk/status', { body: { ...selection, active } })),
  move: (selection: Selection, folderId: string | null) =>
    bodyOf(api.POST('/api/qr-codes/bulk/move', { body: { ...selection, folderId } })),
  changeTags: (selection: Selection, change: { add?: string[]; remove?: string[] }) =>
    bodyOf(api.POST('/api/qr-codes/bulk/tags', { body: { ...selection, ...change } })),
  remove: (selection: Selection) => bodyOf(api.POST('/api/qr-codes/bulk/delete', { body: selection })),
  restore: (deletionId: string) => bodyOf(api.POST('/api/qr-codes/bulk/restore', { body: { deletionId } })),
  printSheet: (request: PrintSheetRequest) => bodyOf(api.POST('/api/qr-codes/print-sheets', { body: request })),
  images: (selection: Selection, format: ImageFormat, size: number): Promise<ApiFile> =>
    apiFile(api.POST('/api/qr-codes/bulk/images', { body: { ...selection, format, size }, parseAs: 'blob' })),
};
