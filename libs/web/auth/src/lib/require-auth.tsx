import type { ReactNode } from 'react';
import { type Location, Navigate, useLocation } from 'react-router';
import { useAuth } from './auth-context';

export interface RequireAuthProps {
  children: ReactNode;
  /** Shown while the session is read (the spec's 'Loading...'). */
  fallback: ReactNode;
}

/** Where /login sends the user back to: the protected page first asked for. */
export interface ReturnState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

/** Spec §2 protected-route guard: loading → fallback; signed out → /login (replacing history); else the page. */
export function RequireAuth({ children, fallback }: RequireAuthProps) {
  const { user, loading } = useAuth();
  const location = useLocation();
  if (loading) return fallback;
  if (!user) {
    const state: ReturnState = { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
    return <Navigate to="/login" replace state={state} />;
  }
  return children;
}

/** The path to go to after signing in: the page first asked for, else /dashboard. */
export function returnPath(state: unknown): string {
  const from = (state as ReturnState | null)?.from;
  return from ? `${from.pathname}${from.search}${from.hash}` : '/dashboard';
}
