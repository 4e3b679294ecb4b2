import { apiErrorText } from '@liveqr/web/api-client';
import { useTranslation } from '@liveqr/web/i18n';
import { FormField, toast } from '@liveqr/web/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { type Domain, domainsApi } from '../../api/domains-api';
import { FormFailure, useRefusal } from '../../ui/form-fields';

export interface DomainSettingsFormProps {
  domain: Domain;
  /** The domain as the server answered the change. */
  onSaved(domain: Domain): void;
}

/** The same check the server makes first; it then refuses private, blocklisted and our own addresses too. */
const WEB_ADDRESS = /^https?:\/\/\S+$/i;

/**
 * Where the domain's `/` and its unknown short links go (empty: a white-label page), and whether new
 * codes get it by default (a verified domain only).
 */
export function DomainSettingsForm({ domain, onSaved }: DomainSettingsFormProps) {
  const { t } = useTranslation('dashboard');
  const [rootUrl, setRootUrl] = useState(domain.rootUrl ?? '');
  const [notFoundUrl, setNotFoundUrl] = useState(domain.notFoundUrl ?? '');
  const [isDefault, setIsDefault] = useState(domain.isDefault);
  // Another domain made the default takes the mark from this one: the box follows.
  useEffect(() => setIsDefault(domain.isDefault), [domain.isDefault]);
  const [busy, setBusy] = useState(false);
  // Fields by their ids, which hold the domain's: each domain on the page has its own form.
  const refusal = useRefusal<string>();
  const ids = {
    root: `domain-${domain.id}-root`,
    notFound: `domain-${domain.id}-not-found`,
    default: `domain-${domain.id}-default`,
  };
  // The default can be kept or given up, but only a verified domain can become it.
  const canBeDefault = domain.status === 'verified' || domain.isDefault;

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    refusal.clear();
    const urls = { root: rootUrl.trim(), notFound: notFoundUrl.trim() };
    for (const field of ['root', 'notFound'] as const) {
      if (urls[field] && !WEB_ADDRESS.test(urls[field])) {
        refusal.refuse({ text: t('domains.settings.urlInvalid'), field: ids[field] });
        return;
      }
    }
    setBusy(true);
    try {
      const saved = await domainsApi.update(domain.id, {
        rootUrl: urls.root || null,
        notFoundUrl: urls.notFound || null,
        ...(isDefault === domain.isDefault ? {} : { isDefault }),
      });
      toast.success(t('domains.settings.saved', { hostname: domain.hostname }));
      onSaved(saved);
    } catch (failure) {
      // The API does not say which of the two addresses it refused: the text says what it takes.
      refusal.refuse({ text: apiErrorText(t, failure, t('domains.settings.failed')) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="domain__settings" onSubmit={(event) => void handleSubmit(event)} noValidate>
      <FormField
        id={ids.root}
        type="url"
        label={t('domains.settings.rootUrl')}
        hint={t('domains.settings.rootUrlHint', { hostname: domain.hostname })}
        value={rootUrl}
        onChange={(value) => {
          setRootUrl(value);
          refusal.changed(ids.root);
        }}
        error={refusal.errorOf(ids.root)}
        inputMode="url"
        maxLength={2000}
      />
      <FormField
        id={ids.notFound}
        type="url"
        label={t('domains.settings.notFoundUrl')}
        hint={t('domains.settings.notFoundUrlHint')}
        value={notFoundUrl}
        onChange={(value) => {
          setNotFoundUrl(value);
          refusal.changed(ids.notFound);
        }}
        error={refusal.errorOf(ids.notFound)}
        inputMode="url"
        maxLength={2000}
      />
      <div className="domain__default-field">
        <input
          id={ids.default}
          type="checkbox"
          checked={isDefault}
          disabled={!canBeDefault}
          aria-describedby={`${ids.default}-hint`}
          onChange={(event) => setIsDefault(event.target.checked)}
        />
        <label htmlFor={ids.default}>{t('domains.settings.isDefault')}</label>
        <p id={`${ids.default}-hint`} className="field-hint">
          {canBeDefault ? t('domains.settings.isDefaultHint') : t('domains.settings.isDefaultNeedsVerified')}
        </p>
      </div>
      <FormFailure text={refusal.failure} />
      <div className="actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? t('domains.settings.saving') : t('domains.settings.save')}
        </button>
      </div>
    </form>
  );
}
