import { apiErrorText } from '@liveqr/web/api-client';
import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { authApi, type ProfileChanges, profileChanges, type ProfileData } from '@liveqr/web/auth';
import { LANGUAGE_NAMES, setLanguage, useTranslation } from '@liveqr/web/i18n';
import { FormField, LoadingState, toast } from '@liveqr/web/ui';
import { ACCOUNT_TYPES, LANGUAGES, PROFILE_LIMITS } from '@liveqr/shared/contracts';
import { FormFailure, type RefusalPlaces, refusalOf, SelectField, useRefusal } from '../../ui/form-fields';
import { Section } from './account-fields';

/** The profile's controls: each one's id is the name of the request field it fills. */
type Field = keyof ProfileChanges;

/** The longest text each text field takes: the server's limits, kept to as they are typed. */
const TEXT_LIMITS = PROFILE_LIMITS satisfies Partial<Record<Field, number>>;
type TextField = keyof typeof TEXT_LIMITS;
const TEXT_FIELDS = Object.keys(TEXT_LIMITS) as TextField[];

/** A refusal that names a request field shows at the control of that name. */
const REFUSAL_PLACES: RefusalPlaces<Field> = {
  fields: Object.fromEntries([...TEXT_FIELDS, 'accountType', 'language'].map((field) => [field, field])) as Record<
    string,
    Field
  >,
};

/** The profile form of /account (spec §2): company fields only for company accounts; the address has a card of its own. */
export function ProfileForm() {
  const { t, i18n } = useTranslation('auth');
  const [profile, setProfile] = useState<ProfileData | null>(null);
  const [busy, setBusy] = useState(false);
  const refusal = useRefusal<Field>();

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
  /** A change to the refused field takes its error away. */
  const set =
    <K extends Field>(field: K) =>
    (value: ProfileData[K]) => {
      setProfile({ ...profile, [field]: value });
      refusal.changed(field);
    };
  /** What a text field shows and takes, with its error. */
  const text = (field: TextField) => ({
    id: field,
    value: profile[field],
    onChange: set(field),
    maxLength: TEXT_LIMITS[field],
    error: refusal.errorOf(field),
  });

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!profile) return;
    setBusy(true);
    refusal.clear();
    try {
      const saved = await authApi.updateProfile(profileChanges(profile));
      setProfile(saved);
      await setLanguage(saved.language);
      // `t` still speaks the language of the last render; the message is in the one just saved. A
      // toast: the form's top, where a failure shows, is off screen once Save is pressed on a phone.
      toast.success(i18n.t('account.saved', { ns: 'auth' }));
    } catch (failure) {
      // The server's validation refuses a text field's value only when it is longer than the field
      // takes; a value holding characters no text may hold is refused by its code, at its field too.
      const takes = Object.fromEntries(
        TEXT_FIELDS.map((field) => [field, t('fields.tooLong', { max: TEXT_LIMITS[field] })]),
      );
      refusal.refuse(refusalOf(failure, REFUSAL_PLACES, apiErrorText(t, failure, t('account.saveFailed')), takes));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="card form" onSubmit={(event) => void handleSubmit(event)} aria-label={t('account.title')}>
      <FormFailure text={refusal.failure} />
      <Section title={t('account.personal')}>
        <FormField label={t('fields.firstName')} autoComplete="given-name" {...text('firstName')} />
        <FormField label={t('fields.lastName')} autoComplete="family-name" {...text('lastName')} />
        <FormField type="tel" label={t('account.phone')} autoComplete="tel" {...text('phone')} />
        <SelectField
          id="accountType"
          label={t('account.accountType')}
          value={profile.accountType}
          options={ACCOUNT_TYPES.map((type) => ({ value: type, label: t(`account.accountTypes.${type}`) }))}
          onChange={set('accountType')}
          error={refusal.errorOf('accountType')}
        />
      </Section>
      {profile.accountType === 'company' && (
        <Section title={t('account.company')}>
          <FormField label={t('account.companyName')} autoComplete="organization" {...text('companyName')} />
          <FormField label={t('account.taxId')} {...text('taxId')} />
        </Section>
      )}
      <Section title={t('account.address')}>
        <FormField label={t('account.street')} autoComplete="street-address" {...text('address')} />
        <FormField label={t('account.postalCode')} autoComplete="postal-code" {...text('postalCode')} />
        <FormField label={t('account.country')} autoComplete="country-name" {...text('country')} />
      </Section>
      <Section title={t('account.preferences')}>
        <SelectField
          id="language"
          label={t('account.language')}
          value={profile.language}
          options={LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }))}
          onChange={set('language')}
          error={refusal.errorOf('language')}
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
