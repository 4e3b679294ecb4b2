import type { Language } from '@liveqr/shared/contracts';
import { currentLanguage, setLanguage } from '@liveqr/web/i18n';
import { useCallback, useEffect, useRef } from 'react';
import { authApi, profileChanges } from './auth-api';
import { useAuth } from './auth-context';

/**
 * The one place where a signed-in user's profile `language` and the interface language meet:
 * after sign-in or the session's load the profile's language wins over the one remembered in
 * the browser, and a language picked while signed in is saved to the profile so it wins next
 * time. Returns the function that picks a language. Profile failures are only logged; the
 * interface keeps the language it shows.
 */
export function useProfileLanguage(): (language: Language) => Promise<void> {
  const { user } = useAuth();
  const userId = user?.id;
  // A pick made while the profile loads is newer than the profile's language.
  const picked = useRef(false);

  useEffect(() => {
    if (!userId) return;
    let active = true;
    picked.current = false;
    authApi
      .getProfile()
      .then((profile) => {
        if (active && !picked.current && profile.language !== currentLanguage()) return setLanguage(profile.language);
      })
      .catch((error: unknown) => console.error('Loading the profile language failed', error));
    return () => {
      active = false;
    };
  }, [userId]);

  return useCallback(
    async (language: Language) => {
      picked.current = true;
      await setLanguage(language);
      if (!userId) return;
      try {
        // PUT /api/profile replaces the whole profile: read it, change the language, write it.
        const profile = await authApi.getProfile();
        await authApi.updateProfile({ ...profileChanges(profile), language });
      } catch (error) {
        console.error('Saving the language to the profile failed', error);
      }
    },
    [userId],
  );
}
