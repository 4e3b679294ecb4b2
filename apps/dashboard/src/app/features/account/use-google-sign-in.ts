import { authApi } from '@liveqr/web/auth';
import { useResource } from '../../ui/use-resource';

/**
 * Whether this server offers sign-in with Google: only then can an account have no password, and
 * only then do the password fields say to leave them empty. False while unknown or unreadable.
 */
export function useGoogleSignIn(): boolean {
  const providers = useResource(authApi.providers);
  return providers.status === 'loaded' && providers.data.google;
}
