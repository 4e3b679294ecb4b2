import { type FormEvent, useCallback, useState } from 'react';
import { API_KEY_NAME_MAX_LENGTH, API_SCOPES, type ApiScope } from '@liveqr/shared/contracts';
import { useAuth } from '@liveqr/web/auth';
import { currentLanguage, useTranslation } from '@liveqr/web/i18n';
import { FormField, LIST_SKELETON, Skeleton } from '@liveqr/web/ui';
import { useResource } from '../../ui/use-resource';
import { FormFailure, SelectField } from './account-fields';
import { type ApiKey, developerApi, refusalText } from '../../api/developer-api';
import { ConfirmEmailFirst } from './confirm-email-first';
import { OneTimeSecret } from './one-time-secret';

const EXPIRY_OPTIONS = ['never', '30', '90', '365'] as const;
type Expiry = (typeof EXPIRY_OPTIONS)[number];
const DAY_MS = 24 * 60 * 60 * 1000;

/** API keys: create one with a name, scopes and an expiry (its secret is shown once), see when each was used, revoke. */
export function ApiKeysCard() {
  const { t } = useTranslation('auth');
  const { user } = useAuth();
  const load = useCallback(() => developerApi.apiKeys(), []);
  const keys = useResource(load);
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiScope[]>(['read']);
  const [expiry, setExpiry] = useState<Expiry>('never');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [created, setCreated] = useState<{ name: string; secret: string }>();

  async function handleCreate(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    // The server checks the same; this saves a round trip.
    if (!name.trim()) return setError(t('developer.apiKeys.nameRequired'));
    if (scopes.length === 0) return setError(t('developer.apiKeys.scopeRequired'));
    setBusy(true);
    try {
      const key = await developerApi.createApiKey({
        name: name.trim(),
        scopes,
        ...(expiry === 'never' ? {} : { expiresAt: new Date(Date.now() + Number(expiry) * DAY_MS).toISOString() }),
      });
      setCreated({ name: key.name, secret: key.secret });
      setName('');
      keys.retry();
    } catch (failure) {
      setError(refusalText(t, failure, 'developer.apiKeys.createFailed'));
    } finally {
      setBusy(false);
    }
  }

  function toggleScope(scope: ApiScope, checked: boolean) {
    setScopes((current) => (checked ? [...current, scope] : current.filter((chosen) => chosen !== scope)));
  }

  return (
    <section className="card form developer" aria-labelledby="api-keys-title">
      <h2 id="api-keys-title">{t('developer.apiKeys.title')}</h2>
      <p>
        {t('developer.apiKeys.text')} <a href="/api/docs">{t('developer.docsLink')}</a>
      </p>
      {created && (
        <OneTimeSecret
          label={t('developer.apiKeys.created', { name: created.name })}
          secret={created.secret}
          onDone={() => setCreated(undefined)}
        />
      )}
      {!user?.emailVerified ? (
        <ConfirmEmailFirst />
      ) : (
        <form onSubmit={(event) => void handleCreate(event)} noValidate>
          <FormField
            id="api-key-name"
            label={t('developer.apiKeys.name')}
            value={name}
            onChange={setName}
            maxLength={API_KEY_NAME_MAX_LENGTH}
          />
          <fieldset className="developer__choices">
            <legend>{t('developer.apiKeys.scopes')}</legend>
            {API_SCOPES.map((scope) => (
              <label key={scope} className="developer__choice">
                <input
                  type="checkbox"
                  checked={scopes.includes(scope)}
                  onChange={(event) => toggleScope(scope, event.target.checked)}
                />
                {t(`developer.apiKeys.scope.${scope}`)}
              </label>
            ))}
          </fieldset>
          <SelectField<Expiry>
            id="api-key-expiry"
            label={t('developer.apiKeys.expiry')}
            value={expiry}
            onChange={setExpiry}
            options={EXPIRY_OPTIONS.map((value) => ({ value, label: t(`developer.apiKeys.expiries.${value}`) }))}
          />
          <FormFailure text={error} />
          <div className="actions">
            <button type="submit" className="button button--primary" disabled={busy}>
              {busy ? t('developer.apiKeys.creating') : t('developer.apiKeys.create')}
            </button>
          </div>
        </form>
      )}
      {keys.status === 'loading' && <Skeleton label={t('developer.apiKeys.loading')} blocks={LIST_SKELETON} />}
      {keys.status === 'failed' && (
        <div role="alert">
          <p>{t('developer.apiKeys.loadFailed')}</p>
          <button type="button" className="button" onClick={keys.retry}>
            {t('activity.retry')}
          </button>
        </div>
      )}
      {keys.status === 'loaded' &&
        (keys.data.length === 0 ? (
          <p className="muted">{t('developer.apiKeys.empty')}</p>
        ) : (
          <ul className="developer__list" aria-label={t('developer.apiKeys.listLabel')}>
            {keys.data.map((key) => (
              <ApiKeyItem key={key.id} apiKey={key} onRevoked={keys.retry} />
            ))}
          </ul>
        ))}
    </section>
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
      onRevoked();
    } catch (failure) {
      setError(refusalText(t, failure, 'developer.apiKeys.revokeFailed'));
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
      {error && (
        <p className="form__failure" role="alert">
          {error}
        </p>
      )}
    </li>
  );
}
