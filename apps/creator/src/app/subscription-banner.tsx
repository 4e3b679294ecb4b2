import { useTranslation } from '@liveqr/web/i18n';
import { Link } from 'react-router-dom';
import type { SubscriptionGate } from './use-subscription-gate';

export interface SubscriptionBannerProps {
  gate: SubscriptionGate;
}

/** 'Subscription Required' with the reason; nothing once creation is allowed. */
export function SubscriptionBanner({ gate }: SubscriptionBannerProps) {
  const { t } = useTranslation('creator');
  if (gate.state === 'active') return null;
  if (gate.state === 'checking') {
    return (
      <p className="creator-banner" role="status">
        {t('subscription.checking')}
      </p>
    );
  }
  return (
    <div className="creator-banner creator-banner--warning" role="alert">
      <strong>{t('subscription.required')}</strong>
      <p>{subscriptionMessage(gate, t)}</p>
      <Link className="button button--primary" to="/billing">
        {t('subscription.subscribeNow')}
      </Link>
    </div>
  );
}

/** The reason in the user's language; a server text without a known reason replaces the default. */
export function subscriptionMessage(gate: SubscriptionGate, t: (key: string) => string): string {
  if (gate.state === 'error') return t('subscription.unableToVerify');
  if (gate.state !== 'inactive') return '';
  const { reason, message } = gate.status;
  if (reason) return t(`subscription.reasons.${reason}`);
  return message || t('subscription.defaultMessage');
}
