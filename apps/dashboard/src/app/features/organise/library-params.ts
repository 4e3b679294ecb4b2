import { isQrType, type QrTypeId } from '@liveqr/qr-content/types';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export const SORT_KEYS = ['name', 'type', 'created', 'scans', 'lastScan', 'status'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type View = 'grid' | 'list';

/** What My QR Codes shows, all of it in the URL so a view can be shared and bookmarked. */
export interface LibraryParams {
  view: View;
  search: string;
  status: '' | 'active' | 'inactive';
  type: '' | QrTypeId;
  folderId: string;
  includeSubfolders: boolean;
  tagIds: string[];
  sort: SortKey;
  direction: 'asc' | 'desc';
  /** 1-based. */
  page: number;
}

const DEFAULTS: LibraryParams = {
  view: 'grid',
  search: '',
  status: '',
  type: '',
  folderId: '',
  includeSubfolders: false,
  tagIds: [],
  sort: 'created',
  direction: 'desc',
  page: 1,
};

/** Short names in the URL: `?view=list&q=menu&folder=…&sub=1&tags=a,b&sort=name&dir=asc&page=2`. */
function read(search: URLSearchParams): LibraryParams {
  const status = search.get('status');
  const type = search.get('type') ?? '';
  const sort = search.get('sort') as SortKey | null;
  const page = Number(search.get('page'));
  return {
    view: search.get('view') === 'list' ? 'list' : 'grid',
    search: search.get('q') ?? '',
    status: status === 'active' || status === 'inactive' ? status : '',
    type: isQrType(type) ? type : '',
    folderId: search.get('folder') ?? '',
    includeSubfolders: search.get('sub') === '1',
    tagIds: (search.get('tags') ?? '').split(',').filter(Boolean),
    sort: sort && SORT_KEYS.includes(sort) ? sort : DEFAULTS.sort,
    direction: search.get('dir') === 'asc' ? 'asc' : search.get('dir') === 'desc' ? 'desc' : DEFAULTS.direction,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

function write(params: LibraryParams): URLSearchParams {
  const entries: Array<[string, string | false]> = [
    ['view', params.view !== DEFAULTS.view && params.view],
    ['q', params.search],
    ['status', params.status],
    ['type', params.type],
    ['folder', params.folderId],
    ['sub', params.includeSubfolders && params.folderId !== '' && '1'],
    ['tags', params.tagIds.join(',')],
    ['sort', params.sort !== DEFAULTS.sort && params.sort],
    ['dir', params.direction !== DEFAULTS.direction && params.direction],
    ['page', params.page > 1 && String(params.page)],
  ];
  return new URLSearchParams(entries.filter((entry): entry is [string, string] => Boolean(entry[1])));
}

/** The page's state from the URL; a change of anything but the page starts again at page 1. */
export function useLibraryParams() {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => read(search), [search]);
  const update = useCallback(
    (changes: Partial<LibraryParams>) =>
      setSearch(
        (current) => {
          const next = { ...read(current), page: 1, ...changes };
          return write(next);
        },
        { replace: 'search' in changes },
      ),
    [setSearch],
  );
  return { params, update };
}
