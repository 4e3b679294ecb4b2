import { currentLanguage, useTranslation } from '@liveqr/web/i18n';
import { useId } from 'react';
import type { AuditEntry } from '../../api/audit-log-api';
import { useAuditTexts } from './audit-texts';

export interface AuditEntryItemProps {
  entry: AuditEntry;
}

/**
 * One change: when and through what (the web app, an API key, billing), who made it, what it was,
 * about what, and what it changed from and to. A row on a wide screen, a card on a phone.
 */
export function AuditEntryItem({ entry }: AuditEntryItemProps) {
  const { t, i18n } = useTranslation('dashboard');
  const texts = useAuditTexts();
  const id = useId();
  const { actor, subject, action, from, to } = entry;
  const when = new Date(entry.occurredAt);
  return (
    <li className="audit-entry" aria-labelledby={`${id}-what`}>
      <p className="audit-entry__when">
        <time dateTime={entry.occurredAt}>
          {when.toLocaleString(currentLanguage(i18n.language), { dateStyle: 'medium', timeStyle: 'short' })}
        </time>
        <span className="audit-entry__via">{texts.via(entry.via)}</span>
      </p>
      <p className="audit-entry__who">
        <strong>{actor.firstName ?? actor.email ?? t('audit.accountGone')}</strong>
        {actor.firstName && actor.email && <span className="audit-entry__email">{actor.email}</span>}
        {actor.apiKey && (
          <span className="audit-entry__key">
            {actor.apiKey.name
              ? t('audit.apiKey', { name: actor.apiKey.name, prefix: actor.apiKey.prefix })
              : t('audit.apiKeyGone')}
          </span>
        )}
      </p>
      <div className="audit-entry__what">
        <p id={`${id}-what`}>
          <strong>{texts.action(action)}</strong>
          {/* None for the workspace itself, nor for a member whose account is gone. */}
          {subject.label !== null && (
            <>
              {' · '}
              <span className="audit-entry__subject">{texts.subject(subject.type, subject.label)}</span>
            </>
          )}
        </p>
        {(from !== null || to !== null) && (
          <p className="audit-entry__change">
            {from !== null && <Value label={t('audit.from')} text={texts.value(action, from)} />}
            {from !== null && to !== null && (
              <span className="audit-entry__arrow" aria-hidden="true">
                →
              </span>
            )}
            {to !== null && <Value label={t('audit.to')} text={texts.value(action, to)} />}
          </p>
        )}
      </div>
    </li>
  );
}

/** A value before or after (a destination can be long: it wraps, and its title holds it whole). */
function Value({ label, text }: { label: string; text: string }) {
  return (
    <span className="audit-entry__value" title={text}>
      <span className="visually-hidden">{label} </span>
      {text}
    </span>
  );
}
