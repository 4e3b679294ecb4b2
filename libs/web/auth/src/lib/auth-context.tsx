import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { authApi, type SessionUser, type SignUpInput } from './auth-api';

export interface AuthContextValue {
  /** The signed-in user; null when signed out (and while loading). */
  user: SessionUser | null;
  /** True until the first session read has answered (spec §4: auth starts loading). */
  loading: boolean;
  signIn(email: string, password: string, rememberMe: boolean): Promise<SessionUser>;
  /** Finishes a sign-in that answered MFA_REQUIRED (its `ticket`) with a code. */
  signInWithMfa(ticket: string, code: string, rememberDevice: boolean): Promise<SessionUser>;
  signUp(input: SignUpInput): Promise<SessionUser>;
  /** Log Out: the server ends the session; the user is cleared even if the call fails. */
  signOut(): Promise<void>;
  /** Ends every session of the account, this one included; the user is cleared once the server did it. */
  signOutEverywhere(): Promise<void>;
  /** Reads the session again (after Google's redirect, a password change, ...); throws when it cannot be read. */
  reloadUser(): Promise<SessionUser | null>;
  /** Forgets the user locally (e.g. after the account was deleted). */
  clearUser(): void;
}

const AuthContext = createContext<AuthContextValue | undefined>(undefined);

export interface AuthProviderProps {
  children: ReactNode;
}

export function AuthProvider({ children }: AuthProviderProps) {
  const [user, setUser] = useState<SessionUser | null>(null);
  const [loading, setLoading] = useState(true);

  const reloadUser = useCallback(async () => {
    const current = await authApi.currentUser();
    setUser(current);
    return current;
  }, []);

  useEffect(() => {
    // A failed first read (API unreachable) counts as signed out.
    void reloadUser()
      .catch(() => setUser(null))
      .finally(() => setLoading(false));
  }, [reloadUser]);

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      loading,
      reloadUser,
      clearUser: () => setUser(null),
      async signIn(email, password, rememberMe) {
        const { user: signedIn } = await authApi.signIn(email, password, rememberMe);
        setUser(signedIn);
        return signedIn;
      },
      async signInWithMfa(ticket, code, rememberDevice) {
        const { user: signedIn } = await authApi.signInWithMfa(ticket, code, rememberDevice);
        setUser(signedIn);
        return signedIn;
      },
      async signUp(input) {
        const { user: created } = await authApi.signUp(input);
        setUser(created);
        return created;
      },
      async signOut() {
        try {
          await authApi.signOut();
        } finally {
          setUser(null);
        }
      },
      async signOutEverywhere() {
        await authApi.signOutEverywhere();
        setUser(null);
      },
    }),
    [user, loading, reloadUser],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within AuthProvider');
  return context;
}
