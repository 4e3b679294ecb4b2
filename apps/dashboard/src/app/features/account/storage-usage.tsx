import { useCallback } from 'react';
import { api, bodyOf } from '@liveqr/web/api-client';
import { formatFileSize, useTranslation } from '@liveqr/web/i18n';
import { Skeleton, type SkeletonBlock } from '@liveqr/web/ui';
import { useResource } from '../../ui/use-resource';

/** The bar and its two lines. */
const USAGE_SKELETON: readonly SkeletonBlock[] = ['bar', 'text', 'text'];

/** How much of the account's upload storage (and hourly upload rate) is used. */
export function StorageUsage() {
  const { t, i18n } = useTranslation('auth');
  const load = useCallback(() => bodyOf(api.GET('/api/uploads/usage')), []);
  const usage = useResource(load);
  const size = (bytes: number) => formatFileSize(bytes, i18n.language);

  return (
    <section className="card" aria-labelledby="storage-title">
      <h2 id="storage-title">{t('storage.title')}</h2>
      {usage.status === 'loading' && <Skeleton label={t('storage.loading')} blocks={USAGE_SKELETON} />}
      {usage.status === 'failed' && (
        <div role="alert">
          <p>{t('storage.error')}</p>
          <button type="button" className="button" onClick={usage.retry}>
            {t('activity.retry')}
          </button>
        </div>
      )}
      {usage.status === 'loaded' && (
        <>
          <progress
            className="storage__bar"
            max={usage.data.quotaBytes}
            value={usage.data.usedBytes}
            aria-labelledby="storage-used"
          />
          <p id="storage-used">
            {t('storage.used', { used: size(usage.data.usedBytes), quota: size(usage.data.quotaBytes) })}
          </p>
          <p className="muted">
            {t('storage.uploads', { used: usage.data.uploadsLastHour, limit: usage.data.uploadsPerHour })}
          </p>
        </>
      )}
    </section>
  );
}
