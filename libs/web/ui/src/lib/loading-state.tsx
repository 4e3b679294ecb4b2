import { useTranslation } from '@liveqr/web/i18n';

export interface LoadingStateProps {
  /** What is loading ('Loading your codes...'); without it, the reader's 'Loading...'. */
  label?: string;
}

/** A polite, screen-reader-announced loading line (the spec's 'Loading...' texts). */
export function LoadingState({ label }: LoadingStateProps) {
  const { t } = useTranslation();
  return (
    <div className="loading-state" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      {label ?? t('loading')}
    </div>
  );
}
