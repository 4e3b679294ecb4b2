import { useTranslation } from '@liveqr/web/i18n';

export interface LoadErrorProps {
  /** What could not be loaded, in the reader's words. */
  message: string;
  onRetry(): void;
  className?: string;
}

/** A failed load says so and offers another try. */
export function LoadError({ message, onRetry, className }: LoadErrorProps) {
  const { t } = useTranslation('dashboard');
  return (
    <div className={className} role="alert">
      <p>{message}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('analytics.retry')}
      </button>
    </div>
  );
}
