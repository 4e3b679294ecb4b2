import type { FormEvent, ReactNode } from 'react';
import { useAuth } from '@liveqr/web/auth';
import { useTranslation } from '@liveqr/web/i18n';
import { FormFailure } from '../../ui/form-fields';
import type { Resource } from '../../ui/use-resource';
import { ConfirmEmailFirst } from './confirm-email-first';
import { OneTimeSecret } from './one-time-secret';
import { ResourceList } from './resource-list';

export interface DeveloperCardProps<T> {
  /** Whose texts the card shows: `developer.apiKeys.*` or `developer.webhooks.*`. */
  kind: 'apiKeys' | 'webhooks';
  /** The heading's id, which names the card. */
  titleId: string;
  /** What was just made, with its secret: shown this once. */
  created?: { label: string; secret: string };
  onCreatedDone(): void;
  onCreate(event: FormEvent): Promise<void>;
  /** The create form's controls (the form shows once the e-mail address is confirmed). */
  children: ReactNode;
  /** A refusal of the create that belongs to none of its controls. */
  failure?: string;
  busy: boolean;
  submitLabel: string;
  /** What was made before, listed below the form. */
  list: Resource<T[]>;
  /** One of them, as a list item with its key. */
  item(entry: T): ReactNode;
}

/** A developer card (API keys, webhooks): what it is for, a form that makes one (its secret shown once), the list. */
export function DeveloperCard<T>({
  kind,
  titleId,
  created,
  onCreatedDone,
  onCreate,
  children,
  failure,
  busy,
  submitLabel,
  list,
  item,
}: DeveloperCardProps<T>) {
  const { t } = useTranslation('auth');
  const { user } = useAuth();
  return (
    <section className="card form developer" aria-labelledby={titleId}>
      <h2 id={titleId}>{t(`developer.${kind}.title`)}</h2>
      <p>
        {t(`developer.${kind}.text`)} <a href="/api/docs">{t('developer.docsLink')}</a>
      </p>
      {created && <OneTimeSecret label={created.label} secret={created.secret} onDone={onCreatedDone} />}
      {!user?.emailVerified ? (
        <ConfirmEmailFirst />
      ) : (
        <form onSubmit={(event) => void onCreate(event)} noValidate>
          {children}
          <FormFailure text={failure} />
          <div className="actions">
            <button type="submit" className="button button--primary" disabled={busy}>
              {submitLabel}
            </button>
          </div>
        </form>
      )}
      <ResourceList
        list={list}
        loading={t(`developer.${kind}.loading`)}
        failed={t(`developer.${kind}.loadFailed`)}
        empty={<p className="muted">{t(`developer.${kind}.empty`)}</p>}
      >
        {(entries) => (
          <ul className="developer__list" aria-label={t(`developer.${kind}.listLabel`)}>
            {entries.map((entry) => item(entry))}
          </ul>
        )}
      </ResourceList>
    </section>
  );
}
