import type { QrTypeId } from '@liveqr/qr-content';

/** Which of an owner's codes the list shows and "all that match" acts on; every field narrows. */
export interface QrCodeFilter {
  /** Part of the name, short code, destination or type, whatever the case. */
  search?: string;
  status?: 'active' | 'inactive';
  type?: QrTypeId;
  /** One of the owner's folders; anyone else's is refused as unknown. */
  folderId?: string;
  /** With `folderId`: the codes of its subfolders, at any depth, too. */
  includeSubfolders?: boolean;
  /** Codes that carry every one of these tags (the owner's). */
  tagIds?: string[];
}

/** The list's columns that sort. */
export const QR_CODE_SORT_KEYS = ['name', 'type', 'created', 'scans', 'lastScan', 'status'] as const;
export type QrCodeSortKey = (typeof QR_CODE_SORT_KEYS)[number];
export type SortDirection = 'asc' | 'desc';

/** Codes by their ids (a selection) or all that match a filter; always within one owner's codes. */
export type QrCodeSelection = { ids: string[] } | { matching: QrCodeFilter };
