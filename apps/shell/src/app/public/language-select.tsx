import { useProfileLanguage } from '@liveqr/web/auth';
import { currentLanguage, LANGUAGE_NAMES, useTranslation } from '@liveqr/web/i18n';
import { isLanguage, LANGUAGES } from '@liveqr/shared/contracts';

/**
 * Switches the interface language at once; the choice is remembered for the next visit, and
 * for a signed-in user saved to the profile, whose language wins after each sign-in.
 */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const chooseLanguage = useProfileLanguage();
  return (
    <div className="language-select">
      <label htmlFor="language-select">{t('footer.language')}</label>
      <select
        id="language-select"
        value={currentLanguage(i18n.language)}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void chooseLanguage(event.target.value);
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
