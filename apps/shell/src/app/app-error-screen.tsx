import { useTranslation } from '@liveqr/web/i18n';

export interface AppErrorScreenProps {
  error: Error;
}

/** The top-level error screen: the message always, the stack only in development builds. */
export function AppErrorScreen({ error }: AppErrorScreenProps) {
  const { t } = useTranslation();
  return (
    <main className="app-error" role="alert">
      <h1>{t('error.title')}</h1>
      <p>{error.message}</p>
      {process.env['NODE_ENV'] === 'development' && error.stack ? (
        <details>
          <summary>{t('error.stack')}</summary>
          <pre>{error.stack}</pre>
        </details>
      ) : null}
      <a className="button" href="/">
        {t('backToHome')}
      </a>
    </main>
  );
}
