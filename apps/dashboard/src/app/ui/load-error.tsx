import { useTranslation } from '@liveqr/web/i18n';

export interface LoadErrorProps {
  onRetry(): void;
}

/** A failed load says so and offers another try (the spec only logs it). */
export function LoadError({ onRetry }: LoadErrorProps) {
  const { t } = useTranslation('dashboard');
  return (
    <div className="analytics-message" role="alert">
      <p>{t('analytics.error')}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('analytics.retry')}
      </button>
    </div>
  );
}
