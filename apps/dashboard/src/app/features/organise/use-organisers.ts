import { useCallback, useEffect, useState } from 'react';
import { type Folder, organiseApi, type Tag } from '../../api/organise-api';

export interface Organisers {
  folders: Folder[];
  tags: Tag[];
  /** Until the first answer: no list is known to be empty yet. */
  loading: boolean;
  failed: boolean;
  reload(): void;
}

/** The account's folders and tags, read again after anything that changes them or their counts. */
export function useOrganisers(refreshKey: number): Organisers {
  const [folders, setFolders] = useState<Folder[]>([]);
  const [tags, setTags] = useState<Tag[]>([]);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [own, setOwn] = useState(0);

  useEffect(() => {
    let cancelled = false;
    Promise.all([organiseApi.folders(), organiseApi.tags()])
      .then(([loadedFolders, loadedTags]) => {
        if (cancelled) return;
        setFolders(loadedFolders);
        setTags(loadedTags);
        setFailed(false);
      })
      .catch(() => !cancelled && setFailed(true))
      .finally(() => !cancelled && setLoading(false));
    return () => {
      cancelled = true;
    };
  }, [refreshKey, own]);

  return { folders, tags, loading, failed, reload: useCallback(() => setOwn((n) => n + 1), []) };
}

/** Folders in tree order with their depth, for lists and pickers. */
export function folderTree(folders: readonly Folder[]): Array<{ folder: Folder; depth: number }> {
  const children = new Map<string | null, Folder[]>();
  for (const folder of folders) children.set(folder.parentId, [...(children.get(folder.parentId) ?? []), folder]);
  const ordered: Array<{ folder: Folder; depth: number }> = [];
  const visit = (parentId: string | null, depth: number) => {
    for (const folder of children.get(parentId) ?? []) {
      ordered.push({ folder, depth });
      visit(folder.id, depth + 1);
    }
  };
  visit(null, 0);
  return ordered;
}

/** The data a dragged code row carries. */
export const DRAGGED_CODES = 'application/x-liveqr-codes';
