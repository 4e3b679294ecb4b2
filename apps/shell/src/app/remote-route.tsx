import { type ComponentType, lazy, Suspense, useState } from 'react';
import { useTranslation } from '@liveqr/web/i18n';
import { ErrorBoundary, LoadingState } from '@liveqr/web/ui';

type RemoteLoader = () => Promise<{ default: ComponentType }>;

export interface RemoteRouteProps {
  /** Translation key (namespace `common`) of the part's name, used in the error message. */
  nameKey: string;
  load: RemoteLoader;
}

/**
 * Renders a micro-frontend loaded through Module Federation. While it loads the page says so;
 * if its script cannot be fetched or it fails to render, a clear message with a retry replaces it.
 */
export function RemoteRoute({ nameKey, load }: RemoteRouteProps) {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  return (
    <ErrorBoundary
      // A new key remounts the remote: on another route (React would otherwise keep this
      // instance and its loaded remote) and on "Try again", which really fetches it again.
      key={`${nameKey}-${attempt}`}
      fallback={(error) => (
        <section className="remote-error" role="alert">
          <h1>{t('remote.failedTitle', { name: t(nameKey) })}</h1>
          <p>{t('remote.failedText')}</p>
          <p className="remote-error__detail">{error.message}</p>
          <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
            {t('remote.tryAgain')}
          </button>
        </section>
      )}
    >
      <LazyRemote load={load} />
    </ErrorBoundary>
  );
}

function LazyRemote({ load }: { load: RemoteLoader }) {
  const { t } = useTranslation();
  const [Remote] = useState(() => lazy(load));
  return (
    <Suspense fallback={<LoadingState label={t('loading')} />}>
      <Remote />
    </Suspense>
  );
}
