import { useCallback } from 'react';
import { type AccountEvent, authApi } from '@liveqr/web/auth';
import { currentLanguage, useTranslation } from '@liveqr/web/i18n';
import { useResource } from '../../ui/use-resource';
import { ResourceList } from './resource-list';

/** Recent activity: what happened to the account in the last 90 days, newest first. */
export function RecentActivity() {
  const { t } = useTranslation('auth');
  const load = useCallback(async () => (await authApi.activity()).events, []);
  const activity = useResource(load);

  return (
    <section className="card" aria-labelledby="activity-title">
      <h2 id="activity-title">{t('activity.title')}</h2>
      <p className="muted">{t('activity.note')}</p>
      <ResourceList
        list={activity}
        loading={t('activity.loading')}
        failed={t('activity.error')}
        empty={<p>{t('activity.empty')}</p>}
      >
        {(events) => (
          <ol className="activity">
            {events.map((event, index) => (
              <ActivityItem key={`${event.occurredAt}-${index}`} event={event} />
            ))}
          </ol>
        )}
      </ResourceList>
    </section>
  );
}

function ActivityItem({ event }: { event: AccountEvent }) {
  const { t, i18n } = useTranslation('auth');
  // The interface's language, never the browser's raw tag (`en-US@posix` is no Intl locale).
  const language = currentLanguage(i18n.language);
  const { browser, operatingSystem, city, country, method } = event;
  const device =
    browser && operatingSystem
      ? t('activity.device', { browser, os: operatingSystem })
      : (browser ?? operatingSystem ?? t('activity.unknownDevice'));
  const countryName = country ? (new Intl.DisplayNames([language], { type: 'region' }).of(country) ?? country) : null;
  const place = [city, countryName].filter(Boolean).join(', ') || t('activity.unknownPlace');
  const details = [device, place, ...(method ? [t(`activity.methods.${method}`)] : [])];
  return (
    <li className="activity__item">
      <span className="activity__type">{t(`activity.types.${event.type}`)}</span>
      <time dateTime={event.occurredAt}>
        {new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
          new Date(event.occurredAt),
        )}
      </time>
      <span className="muted">{details.join(' · ')}</span>
    </li>
  );
}
