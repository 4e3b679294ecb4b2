import { type ComponentType, lazy, Suspense, useMemo, useState } from 'react';
import { ErrorBoundary, LoadingState } from '@liveqr/web/ui';

export interface RemoteRouteProps {
  /** Human name of the part, used in the error message. */
  name: string;
  load: () => Promise<{ default: ComponentType }>;
}

/**
 * Renders a micro-frontend loaded through Module Federation. While it loads the page says so;
 * if its script cannot be fetched or it fails to render, a clear message with a retry replaces it.
 */
export function RemoteRoute({ name, load }: RemoteRouteProps) {
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt, so "Try again" really fetches the remote again.
  const Remote = useMemo(() => lazy(load), [load, attempt]);
  return (
    <ErrorBoundary
      key={attempt}
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
      <Suspense fallback={<LoadingState />}>
        <Remote />
      </Suspense>
    </ErrorBoundary>
  );
}
