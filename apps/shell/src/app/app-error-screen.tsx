export interface AppErrorScreenProps {
  error: Error;
}

/** The top-level error screen: the message always, the stack only in development builds. */
export function AppErrorScreen({ error }: AppErrorScreenProps) {
  return (
    <main className="app-error" role="alert">
      <h1>Something went wrong.</h1>
      <p>{error.message}</p>
      {process.env['NODE_ENV'] !== 'production' && error.stack ? <pre>{error.stack}</pre> : null}
      <a className="button" href="/">
        Back to Home
      </a>
    </main>
  );
}
