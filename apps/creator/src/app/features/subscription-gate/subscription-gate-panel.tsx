import { useTranslation } from '@liveqr/web/i18n';
import { Link } from 'react-router';
import type { SubscriptionGate } from './use-subscription-gate';

/** The work the gate guards: its words differ (spec §5 names creation; editing needs the same plan). */
export type GatedWork = 'create' | 'edit';

const WORDS = {
  create: {
    subscribe: 'subscription.subscribeToCreate',
    renew: 'subscription.renewToCreate',
    reasons: 'subscription.reasons',
    fallback: 'subscription.defaultMessage',
  },
  edit: {
    subscribe: 'subscription.subscribeToEdit',
    renew: 'subscription.renewToEdit',
    reasons: 'subscription.editReasons',
    fallback: 'errors.subscriptionNeededEdit',
  },
} as const;

export interface SubscriptionGatePanelProps {
  gate: SubscriptionGate;
  work: GatedWork;
}

/**
 * What a page shows instead of its form until the plan is known to be active, so that nobody
 * starts work the server would refuse: 'Subscription Required' with the reason and one way to
 * Billing (for a missing or lapsed plan, under a heading that asks to subscribe or renew).
 * Nothing once the plan is active.
 */
export function SubscriptionGatePanel({ gate, work }: SubscriptionGatePanelProps) {
  const { t } = useTranslation('creator');
  if (gate.state === 'active') return null;
  if (gate.state === 'checking') {
    return (
      <p className="creator-banner" role="status">
        {t('subscription.checking')}
      </p>
    );
  }
  const words = WORDS[work];
  const lapsed = gate.state === 'inactive' && gate.status.reason === 'expired';
  // One box, one way to Billing. An unreadable status is no reason to ask for a plan the user may
  // well have: it says only that, without the heading that asks to subscribe.
  return (
    <div className="creator-banner creator-banner--warning" role="alert">
      <strong>{t('subscription.required')}</strong>
      {gate.state === 'inactive' && <h2>{t(lapsed ? words.renew : words.subscribe)}</h2>}
      <p>{subscriptionMessage(gate, work, t)}</p>
      {lapsed && <p>{t('subscription.codesKeepWorking')}</p>}
      <Link className="button button--primary" to="/billing">
        {t('subscription.subscribeNow')}
      </Link>
    </div>
  );
}

/**
 * The reason in the user's language. For creation a server text without a known reason replaces
 * the default (spec §2); the server's texts speak of creating, so editing keeps its own default.
 */
function subscriptionMessage(gate: SubscriptionGate, work: GatedWork, t: (key: string) => string): string {
  if (gate.state === 'error') return t('subscription.unableToVerify');
  if (gate.state !== 'inactive') return '';
  const { reason, message } = gate.status;
  const words = WORDS[work];
  if (reason) return t(`${words.reasons}.${reason}`);
  return (work === 'create' && message) || t(words.fallback);
}
