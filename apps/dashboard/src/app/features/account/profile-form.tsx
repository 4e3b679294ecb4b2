import { apiErrorText } from '@liveqr/web/api-client';
import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { authApi, type ProfileChanges, profileChanges, type ProfileData } from '@liveqr/web/auth';
import { LANGUAGE_NAMES, setLanguage, useTranslation } from '@liveqr/web/i18n';
import { FormField, LoadingState, toast } from '@liveqr/web/ui';
import { ACCOUNT_TYPES, LANGUAGES } from '@liveqr/shared/contracts';
import { FormFailure, Section, SelectField } from './account-fields';

/** The profile form of /account (spec §2): company fields only for company accounts; the address has a card of its own. */
export function ProfileForm() {
  const { t, i18n } = useTranslation('auth');
  const [profile, setProfile] = useState<ProfileData | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  useEffect(() => {
    let active = true;
    // Load failures are only logged (spec §8); the server answers defaults when no profile exists.
    authApi
      .getProfile()
      .then((loaded) => active && setProfile(loaded))
      .catch((error: unknown) => console.error('Loading the profile failed', error));
    return () => {
      active = false;
    };
  }, []);

  if (!profile) return <LoadingState label={t('account.loading')} />;
  const set =
    <K extends keyof ProfileChanges>(field: K) =>
    (value: ProfileData[K]) =>
      setProfile({ ...profile, [field]: value });

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!profile) return;
    setBusy(true);
    setError(undefined);
    try {
      const saved = await authApi.updateProfile(profileChanges(profile));
      setProfile(saved);
      await setLanguage(saved.language);
      // `t` still speaks the language of the last render; the message is in the one just saved. A
      // toast: the form's top, where a failure shows, is off screen once Save is pressed on a phone.
      toast.success(i18n.t('account.saved', { ns: 'auth' }));
    } catch (failure) {
      setError(apiErrorText(t, failure, t('account.saveFailed')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="card form" onSubmit={(event) => void handleSubmit(event)} aria-label={t('account.title')}>
      <FormFailure text={error} />
      <Section title={t('account.personal')}>
        <FormField
          id="firstName"
          label={t('fields.firstName')}
          value={profile.firstName}
          onChange={set('firstName')}
          autoComplete="given-name"
          maxLength={100}
        />
        <FormField
          id="lastName"
          label={t('fields.lastName')}
          value={profile.lastName}
          onChange={set('lastName')}
          autoComplete="family-name"
          maxLength={100}
        />
        <FormField
          id="phone"
          type="tel"
          label={t('account.phone')}
          value={profile.phone}
          onChange={set('phone')}
          autoComplete="tel"
          maxLength={50}
        />
        <SelectField
          id="accountType"
          label={t('account.accountType')}
          value={profile.accountType}
          options={ACCOUNT_TYPES.map((type) => ({ value: type, label: t(`account.accountTypes.${type}`) }))}
          onChange={set('accountType')}
        />
      </Section>
      {profile.accountType === 'company' && (
        <Section title={t('account.company')}>
          <FormField
            id="companyName"
            label={t('account.companyName')}
            value={profile.companyName}
            onChange={set('companyName')}
            autoComplete="organization"
            maxLength={200}
          />
          <FormField
            id="taxId"
            label={t('account.taxId')}
            value={profile.taxId}
            onChange={set('taxId')}
            maxLength={50}
          />
        </Section>
      )}
      <Section title={t('account.address')}>
        <FormField
          id="address"
          label={t('account.street')}
          value={profile.address}
          onChange={set('address')}
          autoComplete="street-address"
          maxLength={500}
        />
        <FormField
          id="postalCode"
          label={t('account.postalCode')}
          value={profile.postalCode}
          onChange={set('postalCode')}
          autoComplete="postal-code"
          maxLength={20}
        />
        <FormField
          id="country"
          label={t('account.country')}
          value={profile.country}
          onChange={set('country')}
          autoComplete="country-name"
          maxLength={100}
        />
      </Section>
      <Section title={t('account.preferences')}>
        <SelectField
          id="language"
          label={t('account.language')}
          value={profile.language}
          options={LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }))}
          onChange={set('language')}
        />
      </Section>
      <div className="actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? t('account.saving') : t('account.save')}
        </button>
        <Link className="button" to="/dashboard">
          {t('account.back')}
        </Link>
      </div>
    </form>
  );
}
