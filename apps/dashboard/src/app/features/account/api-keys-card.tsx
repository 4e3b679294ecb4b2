import { type FormEvent, useCallback, useState } from 'react';
import { API_KEY_NAME_MAX_LENGTH, API_SCOPES, type ApiScope } from '@liveqr/shared/contracts';
import { currentLanguage, useTranslation } from '@liveqr/web/i18n';
import { FormField, toast } from '@liveqr/web/ui';
import { useResource } from '../../ui/use-resource';
import { FormFailure, type RefusalPlaces, refusalOf, SelectField, useRefusal } from '../../ui/form-fields';
import { ChoicesField } from './account-fields';
import { apiErrorText } from '@liveqr/web/api-client';
import { type ApiKey, developerApi } from '../../api/developer-api';
import { DeveloperCard } from './developer-card';

const EXPIRY_OPTIONS = ['never', '30', '90', '365'] as const;
type Expiry = (typeof EXPIRY_OPTIONS)[number];
const DAY_MS = 24 * 60 * 60 * 1000;

/** The form's controls, by id. */
type Field = 'api-key-name' | 'api-key-scopes' | 'api-key-expiry';

/** The refusals of one control, shown there; any other (too many keys, the network) above Create. */
const REFUSAL_PLACES: RefusalPlaces<Field> = {
  codes: { API_KEY_EXPIRY_IN_PAST: 'api-key-expiry' },
  fields: { name: 'api-key-name', scopes: 'api-key-scopes', expiresAt: 'api-key-expiry' },
};

/** API keys: create one with a name, scopes and an expiry (its secret is shown once), see when each was used, revoke. */
export function ApiKeysCard() {
  const { t } = useTranslation('auth');
  const load = useCallback(() => developerApi.apiKeys(), []);
  const keys = useResource(load);
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiScope[]>(['read']);
  const [expiry, setExpiry] = useState<Expiry>('never');
  const [busy, setBusy] = useState(false);
  const refusal = useRefusal<Field>();
  const [created, setCreated] = useState<{ name: string; secret: string }>();

  async function handleCreate(event: FormEvent) {
    event.preventDefault();
    refusal.clear();
    // The server checks the same; this saves a round trip.
    if (!name.trim()) return refusal.refuse({ text: t('developer.apiKeys.nameRequired'), field: 'api-key-name' });
    if (scopes.length === 0)
      return refusal.refuse({ text: t('developer.apiKeys.scopeRequired'), field: 'api-key-scopes' });
    setBusy(true);
    try {
      const key = await developerApi.createApiKey({
        name: name.trim(),
        scopes,
        ...(expiry === 'never' ? {} : { expiresAt: new Date(Date.now() + Number(expiry) * DAY_MS).toISOString() }),
      });
      setCreated({ name: key.name, secret: key.secret });
      setName('');
      toast.success(t('developer.apiKeys.createdToast', { name: key.name }));
      keys.retry();
    } catch (failure) {
      // What the request's validation refuses is what the browser checked already, or a name that is too long.
      const takes = {
        'api-key-name': t('fields.tooLong', { max: API_KEY_NAME_MAX_LENGTH }),
        'api-key-scopes': t('developer.apiKeys.scopeRequired'),
      };
      refusal.refuse(
        refusalOf(failure, REFUSAL_PLACES, apiErrorText(t, failure, t('developer.apiKeys.createFailed')), takes),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <DeveloperCard
      kind="apiKeys"
      titleId="api-keys-title"
      created={created && { label: t('developer.apiKeys.created', { name: created.name }), secret: created.secret }}
      onCreatedDone={() => setCreated(undefined)}
      onCreate={handleCreate}
      failure={refusal.failure}
      busy={busy}
      submitLabel={busy ? t('developer.apiKeys.creating') : t('developer.apiKeys.create')}
      list={keys}
      item={(key) => <ApiKeyItem key={key.id} apiKey={key} onRevoked={keys.retry} />}
    >
      <FormField
        id="api-key-name"
        label={t('developer.apiKeys.name')}
        value={name}
        onChange={(value) => {
          setName(value);
          refusal.changed('api-key-name');
        }}
        error={refusal.errorOf('api-key-name')}
        maxLength={API_KEY_NAME_MAX_LENGTH}
      />
      <ChoicesField<ApiScope>
        id="api-key-scopes"
        legend={t('developer.apiKeys.scopes')}
        options={API_SCOPES.map((scope) => ({ value: scope, label: t(`developer.apiKeys.scope.${scope}`) }))}
        chosen={scopes}
        onChange={(chosen) => {
          setScopes(chosen);
          refusal.changed('api-key-scopes');
        }}
        error={refusal.errorOf('api-key-scopes')}
      />
      <SelectField<Expiry>
        id="api-key-expiry"
        label={t('developer.apiKeys.expiry')}
        value={expiry}
        onChange={(value) => {
          setExpiry(value);
          refusal.changed('api-key-expiry');
        }}
        options={EXPIRY_OPTIONS.map((value) => ({ value, label: t(`developer.apiKeys.expiries.${value}`) }))}
        error={refusal.errorOf('api-key-expiry')}
      />
    </DeveloperCard>
  );
}

function ApiKeyItem({ apiKey, onRevoked }: { apiKey: ApiKey; onRevoked(): void }) {
  const { t, i18n } = useTranslation('auth');
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState('');
  const format = (iso: string) =>
    new Intl.DateTimeFormat(currentLanguage(i18n.language), { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(iso),
    );
  const state = apiKey.revokedAt
    ? 'revoked'
    : apiKey.expiresAt && new Date(apiKey.expiresAt) <= new Date()
      ? 'expired'
      : 'active';

  async function handleRevoke() {
    setError('');
    try {
      await developerApi.revokeApiKey(apiKey.id);
      // Not to be undone: the confirmation before it asked, and the toast says it is done.
      toast.success(t('developer.apiKeys.revoked', { name: apiKey.name }));
      onRevoked();
    } catch (failure) {
      setError(apiErrorText(t, failure, t('developer.apiKeys.revokeFailed')));
    }
  }

  return (
    <li className="developer__item">
      <span className="developer__name">
        {apiKey.name} <code>{apiKey.prefix}…</code>
      </span>
      <span className={`developer__badge developer__badge--${state}`}>{t(`developer.apiKeys.states.${state}`)}</span>
      <span className="muted">
        {apiKey.scopes.map((scope) => t(`developer.apiKeys.scope.${scope}`)).join(' · ')}
        {' · '}
        {apiKey.lastUsedAt
          ? t('developer.apiKeys.lastUsed', { when: format(apiKey.lastUsedAt) })
          : t('developer.apiKeys.neverUsed')}
        {' · '}
        {apiKey.expiresAt
          ? t('developer.apiKeys.expires', { when: format(apiKey.expiresAt) })
          : t('developer.apiKeys.noExpiry')}
      </span>
      {apiKey.revokedAt && apiKey.revokedReason && (
        <p className="form__failure">
          {t(`developer.revokedBecause.${apiKey.revokedReason}`, { when: format(apiKey.revokedAt) })}
        </p>
      )}
      {state === 'active' && (
        <div className="actions">
          {confirming ? (
            <>
              <button type="button" className="button button--danger" onClick={() => void handleRevoke()}>
                {t('developer.apiKeys.confirmRevoke', { name: apiKey.name })}
              </button>
              <button type="button" className="button" onClick={() => setConfirming(false)}>
                {t('developer.cancel')}
              </button>
            </>
          ) : (
            <button
              type="button"
              className="button"
              aria-label={t('developer.apiKeys.revokeLabel', { name: apiKey.name })}
              onClick={() => setConfirming(true)}
            >
              {t('developer.apiKeys.revoke')}
            </button>
          )}
        </div>
      )}
      <FormFailure text={error} />
    </li>
  );
}
