import { apiErrorText } from '@liveqr/web/api-client';
import { useTranslation } from '@liveqr/web/i18n';
import { FormField, toast } from '@liveqr/web/ui';
import { type FormEvent, useState } from 'react';
import { type Domain, domainsApi } from '../../api/domains-api';
import { FormFailure, type RefusalPlaces, refusalOf, useRefusal } from '../../ui/form-fields';

const FIELD = 'domain-hostname';

/** The API's refusals of the name itself show at the field; the others (network, limit) below the form. */
const REFUSAL_PLACES: RefusalPlaces<typeof FIELD> = {
  codes: {
    DOMAIN_HOSTNAME_INVALID: FIELD,
    DOMAIN_HOSTNAME_WILDCARD: FIELD,
    DOMAIN_HOSTNAME_IP: FIELD,
    DOMAIN_HOSTNAME_OWN: FIELD,
    DOMAIN_HOSTNAME_PUBLIC_SUFFIX: FIELD,
    DOMAIN_APEX_UNAVAILABLE: FIELD,
    DOMAIN_ALREADY_ADDED: FIELD,
  },
  fields: { hostname: FIELD },
};

export interface AddDomainFormProps {
  /** The domain the server added, pending, with the records to create. */
  onAdded(domain: Domain): void;
}

/** Adds a custom domain by its name; the server normalises it (case, Unicode, a final dot) and says what it refuses. */
export function AddDomainForm({ onAdded }: AddDomainFormProps) {
  const { t } = useTranslation('dashboard');
  const [hostname, setHostname] = useState('');
  const [busy, setBusy] = useState(false);
  const refusal = useRefusal<typeof FIELD>();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    refusal.clear();
    if (!hostname.trim()) return refusal.refuse({ text: t('domains.add.required'), field: FIELD });
    setBusy(true);
    try {
      const domain = await domainsApi.add(hostname.trim());
      setHostname('');
      toast.success(t('domains.add.added', { hostname: domain.hostname }));
      onAdded(domain);
    } catch (failure) {
      const takes = { [FIELD]: t('domains.add.required') };
      refusal.refuse(refusalOf(failure, REFUSAL_PLACES, apiErrorText(t, failure, t('domains.add.failed')), takes));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card domains__add" aria-labelledby="domain-add-title">
      <h2 id="domain-add-title">{t('domains.add.title')}</h2>
      <form onSubmit={(event) => void handleSubmit(event)} noValidate>
        <FormField
          id={FIELD}
          label={t('domains.add.hostname')}
          value={hostname}
          onChange={(value) => {
            setHostname(value);
            refusal.changed(FIELD);
          }}
          hint={t('domains.add.hint')}
          error={refusal.errorOf(FIELD)}
          placeholder={t('domains.add.placeholder')}
          autoComplete="off"
          inputMode="url"
          maxLength={500}
        />
        <FormFailure text={refusal.failure} />
        <div className="actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? t('domains.add.adding') : t('domains.add.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
