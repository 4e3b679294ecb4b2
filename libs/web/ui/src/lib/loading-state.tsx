export interface LoadingStateProps {
  label?: string;
}

/** A polite, screen-reader-announced loading line (the spec's 'Loading...' texts). */
export function LoadingState({ label = 'Loading...' }: LoadingStateProps) {
  return (
    <div className="loading-state" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      {label}
    </div>
  );
}
