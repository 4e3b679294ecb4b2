import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AuthProvider, WorkspaceProvider } from '@liveqr/web/auth';
import { startI18n } from '@liveqr/web/i18n';
import { ErrorBoundary } from '@liveqr/web/ui';
import { App } from './app/app';
import { AppErrorScreen } from './app/app-error-screen';
import { WorkspaceRouter } from './app/workspaces/workspace-router';

// The first render waits for the visitor's language (its layout and public texts only).
void startI18n().then(() =>
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <ErrorBoundary fallback={(error) => <AppErrorScreen error={error} />}>
        <AuthProvider>
          <WorkspaceProvider>
            <WorkspaceRouter>
              <App />
            </WorkspaceRouter>
          </WorkspaceProvider>
        </AuthProvider>
      </ErrorBoundary>
    </StrictMode>,
  ),
);
