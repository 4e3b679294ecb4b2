import type { Language } from '@liveqr/shared/contracts';
import { currentLanguage, setLanguage } from '@liveqr/web/i18n';
import { useCallback, useEffect, useRef } from 'react';
import { authApi, profileChanges } from './auth-api';
import { useAuth } from './auth-context';

/**
 * The one place where a signed-in user's profile `language` and the interface language meet:
 * after sign-in or the session's load the profile's language wins over the one remembered in
 * the browser, and a language picked while signed in is saved to the profile so it wins next
 * time. A pick made before the session's first read has answered is the newest choice: it is
 * saved once the user is known. Returns the function that picks a language. Profile failures
 * are only logged; the interface keeps the language it shows.
 */
export function useProfileLanguage(): (language: Language) => Promise<void> {
  const { user, loading } = useAuth();
  const userId = user?.id;
  // A pick made while the profile loads is newer than the profile's language.
  const picked = useRef(false);
  const pickedBeforeSession = useRef<Language | null>(null);

  useEffect(() => {
    if (!loading && !userId) pickedBeforeSession.current = null;
  }, [loading, userId]);

  useEffect(() => {
    if (!userId) return;
    const early = pickedBeforeSession.current;
    pickedBeforeSession.current = null;
    if (early) {
      void saveToProfile(early);
      return;
    }
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
      if (loading && !userId) pickedBeforeSession.current = language;
      await setLanguage(language);
      if (userId) await saveToProfile(language);
    },
    [userId, loading],
  );
}

/** PUT /api/profile replaces the whole profile: read it, change the language, write it. */
async function saveToProfile(language: Language): Promise<void> {
  try {
    const profile = await authApi.getProfile();
    await authApi.updateProfile({ ...profileChanges(profile), language });
  } catch (error) {
    console.error('Saving the language to the profile failed', error);
  }
}
