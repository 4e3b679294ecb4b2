import { type FormEvent, useCallback, useState } from 'react';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@liveqr/shared/contracts';
import { currentLanguage, useTranslation } from '@liveqr/web/i18n';
import { FormField, LIST_SKELETON, Skeleton, toast } from '@liveqr/web/ui';
import { useResource } from '../../ui/use-resource';
import { FormFailure, type RefusalPlaces, refusalOf, useRefusal } from '../../ui/form-fields';
import { ChoicesField } from './account-fields';
import { apiErrorText } from '@liveqr/web/api-client';
import { developerApi, type WebhookEndpoint } from '../../api/developer-api';
import { DeveloperCard } from './developer-card';

/** The form's controls, by id. */
type Field = 'webhook-url' | 'webhook-events';

/** The API's refusals of the address itself, and of either request field: shown at the control, not below the form. */
const REFUSAL_PLACES: RefusalPlaces<Field> = {
  codes: {
    WEBHOOK_URL_INVALID: 'webhook-url',
    WEBHOOK_URL_BLOCKLISTED: 'webhook-url',
    WEBHOOK_URL_NOT_PUBLIC: 'webhook-url',
    WEBHOOK_URL_TAKEN: 'webhook-url',
  },
  fields: { url: 'webhook-url', events: 'webhook-events' },
};

/** Webhooks: endpoints with their events (the signing secret is shown once), test events, the delivery log. */
export function WebhooksCard() {
  const { t } = useTranslation('auth');
  const load = useCallback(() => developerApi.webhooks(), []);
  const endpoints = useResource(load);
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>(['qr_code.created']);
  const [busy, setBusy] = useState(false);
  const refusal = useRefusal<Field>();
  const [created, setCreated] = useState<{ url: string; secret: string }>();

  async function handleCreate(event: FormEvent) {
    event.preventDefault();
    refusal.clear();
    // The server checks the same (and whether the address is public); this saves a round trip.
    if (!/^https?:\/\/\S+$/i.test(url.trim()))
      return refusal.refuse({ text: t('developer.webhooks.urlInvalid'), field: 'webhook-url' });
    if (events.length === 0)
      return refusal.refuse({ text: t('developer.webhooks.eventRequired'), field: 'webhook-events' });
    setBusy(true);
    try {
      const endpoint = await developerApi.createWebhook({ url: url.trim(), events });
      setCreated({ url: endpoint.url, secret: endpoint.secret });
      setUrl('');
      toast.success(t('developer.webhooks.added'));
      endpoints.retry();
    } catch (failure) {
      // What the request's validation refuses is what the browser checks first.
      const takes = {
        'webhook-url': t('developer.webhooks.urlInvalid'),
        'webhook-events': t('developer.webhooks.eventRequired'),
      };
      refusal.refuse(
        refusalOf(failure, REFUSAL_PLACES, apiErrorText(t, failure, t('developer.webhooks.createFailed')), takes),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <DeveloperCard
      kind="webhooks"
      titleId="webhooks-title"
      created={created && { label: t('developer.webhooks.created', { url: created.url }), secret: created.secret }}
      onCreatedDone={() => setCreated(undefined)}
      onCreate={handleCreate}
      failure={refusal.failure}
      busy={busy}
      submitLabel={busy ? t('developer.webhooks.adding') : t('developer.webhooks.add')}
      list={endpoints}
      item={(endpoint) => <EndpointItem key={endpoint.id} endpoint={endpoint} onChanged={endpoints.retry} />}
    >
      <FormField
        id="webhook-url"
        label={t('developer.webhooks.url')}
        value={url}
        onChange={(value) => {
          setUrl(value);
          refusal.changed('webhook-url');
        }}
        error={refusal.errorOf('webhook-url')}
        maxLength={2000}
      />
      <ChoicesField<WebhookEventType>
        id="webhook-events"
        legend={t('developer.webhooks.events')}
        options={WEBHOOK_EVENT_TYPES.map((type) => ({
          value: type,
          label: t(`developer.webhooks.eventTypes.${type}`),
        }))}
        chosen={events}
        onChange={(chosen) => {
          setEvents(chosen);
          refusal.changed('webhook-events');
        }}
        error={refusal.errorOf('webhook-events')}
      />
    </DeveloperCard>
  );
}

function EndpointItem({ endpoint, onChanged }: { endpoint: WebhookEndpoint; onChanged(): void }) {
  const { t, i18n } = useTranslation('auth');
  const [showLog, setShowLog] = useState(false);
  const [logVersion, setLogVersion] = useState(0);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [error, setError] = useState<string>();
  const format = (iso: string) =>
    new Intl.DateTimeFormat(currentLanguage(i18n.language), { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(iso),
    );

  async function run(action: () => Promise<unknown>, success: string, fallbackKey: string) {
    setError(undefined);
    try {
      await action();
      // A toast: the row may be gone (deleted) or far from where the eye is on a phone.
      toast.success(success);
    } catch (failure) {
      setError(apiErrorText(t, failure, t(fallbackKey)));
    }
  }

  const handleTest = () =>
    run(
      async () => {
        await developerApi.sendTestEvent(endpoint.id);
        setShowLog(true);
        setLogVersion((n) => n + 1);
      },
      t('developer.webhooks.testQueued'),
      'developer.webhooks.actionFailed',
    );
  const handleSwitch = () =>
    run(
      async () => {
        await developerApi.updateWebhook(endpoint.id, { enabled: !endpoint.enabled });
        onChanged();
      },
      t(endpoint.enabled ? 'developer.webhooks.switchedOff' : 'developer.webhooks.switchedOn'),
      'developer.webhooks.actionFailed',
    );
  const handleDelete = () =>
    run(
      async () => {
        await developerApi.deleteWebhook(endpoint.id);
        onChanged();
      },
      t('developer.webhooks.deleted'),
      'developer.webhooks.actionFailed',
    );

  return (
    <li className="developer__item">
      <span className="developer__name">{endpoint.url}</span>
      <span className={`developer__badge developer__badge--${endpoint.enabled ? 'active' : 'revoked'}`}>
        {endpoint.enabled ? t('developer.webhooks.on') : t('developer.webhooks.off')}
      </span>
      <span className="muted">
        {endpoint.events.map((type) => t(`developer.webhooks.eventTypes.${type}`)).join(' · ')}
      </span>
      {endpoint.revokedAt && endpoint.revokedReason && (
        <p className="form__failure">
          {t(`developer.revokedBecause.${endpoint.revokedReason}`, { when: format(endpoint.revokedAt) })}
        </p>
      )}
      {endpoint.disabledAt && (
        <p className="form__failure">
          {t('developer.webhooks.disabledBecause', { when: format(endpoint.disabledAt) })}
        </p>
      )}
      <div className="actions">
        <button type="button" className="button" onClick={() => void handleTest()}>
          {t('developer.webhooks.sendTest')}
        </button>
        <button type="button" className="button" aria-expanded={showLog} onClick={() => setShowLog((shown) => !shown)}>
          {showLog ? t('developer.webhooks.hideLog') : t('developer.webhooks.showLog')}
        </button>
        <button type="button" className="button" onClick={() => void handleSwitch()}>
          {endpoint.enabled ? t('developer.webhooks.switchOff') : t('developer.webhooks.switchOn')}
        </button>
        {confirmingDelete ? (
          <>
            <button type="button" className="button button--danger" onClick={() => void handleDelete()}>
              {t('developer.webhooks.confirmDelete')}
            </button>
            <button type="button" className="button" onClick={() => setConfirmingDelete(false)}>
              {t('developer.cancel')}
            </button>
          </>
        ) : (
          <button type="button" className="button" onClick={() => setConfirmingDelete(true)}>
            {t('developer.webhooks.delete')}
          </button>
        )}
      </div>
      <FormFailure text={error} />
      {/* A new key after a test event was queued: the log loads again. */}
      {showLog && <DeliveryLog key={logVersion} endpointId={endpoint.id} />}
    </li>
  );
}

function DeliveryLog({ endpointId }: { endpointId: string }) {
  const { t, i18n } = useTranslation('auth');
  const load = useCallback(() => developerApi.deliveries(endpointId), [endpointId]);
  const log = useResource(load);
  const format = (iso: string) =>
    new Intl.DateTimeFormat(currentLanguage(i18n.language), { dateStyle: 'short', timeStyle: 'medium' }).format(
      new Date(iso),
    );

  return (
    <div className="developer__log">
      <div className="developer__log-head">
        <h3>{t('developer.webhooks.log')}</h3>
        <button type="button" className="button" onClick={log.retry}>
          {t('developer.webhooks.refresh')}
        </button>
      </div>
      {log.status === 'loading' && <Skeleton label={t('developer.webhooks.logLoading')} blocks={LIST_SKELETON} />}
      {log.status === 'failed' && <p role="alert">{t('developer.webhooks.logFailed')}</p>}
      {log.status === 'loaded' &&
        (log.data.length === 0 ? (
          <p className="muted">{t('developer.webhooks.logEmpty')}</p>
        ) : (
          <ol className="developer__deliveries">
            {log.data.map((delivery) => (
              <li key={delivery.id}>
                <span className="developer__name">{delivery.eventType}</span>{' '}
                <span className={`developer__badge developer__badge--${delivery.status}`}>
                  {t(`developer.webhooks.statuses.${delivery.status}`)}
                </span>{' '}
                <span className="muted">
                  {[
                    format(delivery.createdAt),
                    delivery.responseStatus === null
                      ? t('developer.webhooks.noAnswer')
                      : t('developer.webhooks.answered', { status: String(delivery.responseStatus) }),
                    t('developer.webhooks.attempts', { count: delivery.attempts }),
                  ].join(' · ')}
                </span>
                {delivery.error && <span className="developer__error"> {delivery.error}</span>}
              </li>
            ))}
          </ol>
        ))}
    </div>
  );
}
