import { useTranslation } from '@liveqr/web/i18n';
import { LIST_SKELETON, Skeleton } from '@liveqr/web/ui';
import type { ReactNode } from 'react';
import type { Resource } from '../../ui/use-resource';

export interface ResourceListProps<T> {
  list: Resource<T[]>;
  /** The skeleton's name while the list loads. */
  loading: string;
  /** What a failed load says, above its Retry. */
  failed: string;
  /** What shows when there is nothing in the list. */
  empty: ReactNode;
  /** The list itself, once it has items. */
  children(items: T[]): ReactNode;
}

/** A card's list as it loads: a skeleton, then its items, its empty note, or its failure with a Retry. */
export function ResourceList<T>({ list, loading, failed, empty, children }: ResourceListProps<T>) {
  const { t } = useTranslation('auth');
  if (list.status === 'loading') return <Skeleton label={loading} blocks={LIST_SKELETON} />;
  if (list.status === 'failed')
    return (
      <div role="alert">
        <p>{failed}</p>
        <button type="button" className="button" onClick={list.retry}>
          {t('activity.retry')}
        </button>
      </div>
    );
  return list.data.length === 0 ? empty : children(list.data);
}
