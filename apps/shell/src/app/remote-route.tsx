import { type ComponentType, lazy, Suspense, useState } from 'react';
import { ErrorBoundary, LoadingState } from '@liveqr/web/ui';

type RemoteLoader = () => Promise<{ default: ComponentType }>;

export interface RemoteRouteProps {
  /** Human name of the part, used in the error message. */
  name: string;
  load: RemoteLoader;
}

/**
 * Renders a micro-frontend loaded through Module Federation. While it loads the page says so;
 * if its script cannot be fetched or it fails to render, a clear message with a retry replaces it.
 */
export function RemoteRoute({ name, load }: RemoteRouteProps) {
  const [attempt, setAttempt] = useState(0);
  return (
    <ErrorBoundary
      // A new key remounts the remote: on another route (React would otherwise keep this
      // instance and its loaded remote) and on "Try again", which really fetches it again.
      key={`${name}-${attempt}`}
      fallback={(error) => (
        <section className="remote-error" role="alert">
          <h1>{name} could not be loaded</h1>
          <p>This part of LiveQR did not load. Check your connection and try again.</p>
          <p className="remote-error__detail">{error.message}</p>
          <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </button>
        </section>
      )}
    >
      <LazyRemote load={load} />
    </ErrorBoundary>
  );
}

function LazyRemote({ load }: { load: RemoteLoader }) {
  const [Remote] = useState(() => lazy(load));
  return (
    <Suspense fallback={<LoadingState />}>
      <Remote />
    </Suspense>
  );
}
