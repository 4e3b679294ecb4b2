import { MONTHLY_PRICE_CENTS } from '@liveqr/shared/contracts';
import { apiErrorText } from '@liveqr/web/api-client';
import { Skeleton, type SkeletonBlock } from '@liveqr/web/ui';
import { useTranslation } from '@liveqr/web/i18n';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { billingApi } from '../api/billing-api';
import { reportConversion } from '../features/subscription/conversion';
import { goTo } from '../features/subscription/navigate';
import { useBillingOverview } from '../features/subscription/use-billing-overview';
import '../features/subscription/billing.css';

/** What the one plan includes, each said once. */
const PLAN_FEATURES = [
  'unlimitedCodes',
  'editAfterPrint',
  'allTypes',
  'unlimitedScans',
  'analytics',
  'branding',
  'formats',
  'premiumSupport',
] as const;
/** The plan's card, as it will be. */
const PLAN_SKELETON: readonly SkeletonBlock[] = ['card'];

/**
 * What the page shows for a failure: `failure` in the reader's words (apiErrorText), with the page's
 * own words for some answers under `keys` (spec §8: signing in to subscribe, the portal's statuses),
 * else the page's text `key` for what failed.
 */
interface ErrorText {
  key: string;
  failure?: unknown;
  keys?: string;
}

/** The billing micro-frontend: Subscription & Billing (spec §2 /billing). */
export default function BillingApp() {
  const { t, i18n } = useTranslation('billing');
  const [params] = useSearchParams();
  const success = params.has('success');
  const canceled = params.has('canceled');
  const sessionId = params.get('session_id');
  const { overview, loading, reload } = useBillingOverview(success);
  const [busy, setBusy] = useState<'checkout' | 'portal' | 'resume' | null>(null);
  const [error, setError] = useState<ErrorText | null>(null);
  const [resumedUntil, setResumedUntil] = useState<string | null>(null);

  useEffect(() => {
    if (success) reportConversion(overview?.adConversionId, sessionId);
  }, [success, sessionId, overview?.adConversionId]);

  const subscription = overview?.subscription ?? null;
  const subscribed = Boolean(subscription?.active && subscription.planType === 'monthly');
  // The resolved language is one we ship; the raw one may be a browser tag Intl refuses (en-US@posix).
  const locale = i18n.resolvedLanguage ?? 'en';
  const price = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(
    (overview?.plan.amountCents ?? MONTHLY_PRICE_CENTS) / 100,
  );
  const date = (iso: string | null) =>
    iso ? new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(iso)) : '—';

  /** Starts checkout or the portal; on success the browser leaves the page, otherwise the busy flag clears. */
  async function leaveFor(action: 'checkout' | 'portal', missingKey: string) {
    setError(null);
    setBusy(action);
    try {
      const url = (await billingApi.leaveFor(action))?.url;
      if (url) return goTo(url);
      setError({ key: missingKey });
    } catch (failure) {
      setError({ key: `errors.${action}Fallback`, failure, keys: `errors.${action}` });
    }
    setBusy(null);
  }

  const handleSubscribe = () =>
    subscribed ? setError({ key: 'errors.alreadySubscribed' }) : leaveFor('checkout', 'errors.noSession');
  const handleManage = () => leaveFor('portal', 'errors.noPortalUrl');

  /** Withdraws a cancellation at period end; the page stays and shows the renewal date. */
  async function handleResume() {
    setError(null);
    setResumedUntil(null);
    setBusy('resume');
    try {
      const resumed = await billingApi.resume();
      setResumedUntil(resumed?.currentPeriodEnd ?? null);
      reload();
    } catch (failure) {
      setError({ key: 'errors.resumeFailed', failure });
    }
    setBusy(null);
  }

  return (
    <section className="billing" aria-labelledby="billing-title">
      <Link to="/dashboard">{t('backToDashboard')}</Link>
      <h1 id="billing-title">{t('title')}</h1>
      {loading ? (
        <Skeleton label={t('loading')} blocks={PLAN_SKELETON} />
      ) : (
        <>
          {overview?.mode === 'test' && <p className="billing-banner billing-banner--test">{t('mode.test')}</p>}
          {overview?.mode === 'disabled' && (
            <p className="billing-banner billing-banner--error">{t('mode.disabled')}</p>
          )}

          {success &&
            (overview?.status.active ? (
              <p className="billing-banner billing-banner--success" role="status">
                {t('banner.success')}
              </p>
            ) : (
              <p className="billing-banner billing-banner--info" role="status">
                {t('banner.processing')}{' '}
                <button type="button" className="billing-link-button" onClick={reload}>
                  {t('banner.refresh')}
                </button>
              </p>
            ))}
          {canceled && (
            <p className="billing-banner billing-banner--info" role="status">
              {t('banner.canceled')}
            </p>
          )}
          {resumedUntil && (
            <p className="billing-banner billing-banner--success" role="status">
              {t('banner.resumed', { date: date(resumedUntil) })}
            </p>
          )}
          {error && (
            <p className="billing-banner billing-banner--error" role="alert">
              {apiErrorText(t, error.failure, t(error.key), { keys: error.keys })}
            </p>
          )}

          {subscription?.active && (
            <article className="card billing-current" aria-labelledby="billing-current-title">
              <h2 id="billing-current-title">{t('current.title')}</h2>
              <dl>
                <dt>{t('current.plan')}</dt>
                <dd>{t('plan.name')}</dd>
                <dt>{t('current.status')}</dt>
                <dd>{subscription.cancelAtPeriodEnd ? t('current.cancelling') : t('current.active')}</dd>
                <dt>{subscription.cancelAtPeriodEnd ? t('current.endsOn') : t('current.renewsOn')}</dt>
                <dd>{date(subscription.currentPeriodEnd)}</dd>
              </dl>
              <div className="actions">
                {subscription.cancelAtPeriodEnd && (
                  <button
                    type="button"
                    className="button button--primary"
                    onClick={() => void handleResume()}
                    disabled={busy !== null}
                  >
                    {busy === 'resume' ? t('current.resuming') : t('current.resume')}
                  </button>
                )}
                {subscription.canManage && (
                  <button type="button" className="button" onClick={() => void handleManage()} disabled={busy !== null}>
                    {busy === 'portal' ? t('loadingButton') : t('current.manage')}
                  </button>
                )}
              </div>
            </article>
          )}

          <article className="card plan billing-plan" aria-labelledby="billing-plan-title">
            <h2 id="billing-plan-title">{t('plan.name')}</h2>
            <p className="billing-price">
              <strong>{price}</strong> {t('plan.perMonth')}
            </p>
            <ul className="check-list billing-features">
              {PLAN_FEATURES.map((feature) => (
                <li key={feature}>{t(`plan.features.${feature}`)}</li>
              ))}
            </ul>
            <button
              type="button"
              className="button button--primary button--block"
              onClick={() => void handleSubscribe()}
              disabled={subscribed || busy !== null || overview?.mode === 'disabled'}
            >
              {subscribed ? t('plan.subscribed') : busy === 'checkout' ? t('plan.processing') : t('plan.subscribe')}
            </button>
            <p className="muted billing-note">
              {t('plan.terms')}
              {/* Only Stripe takes a card: test mode charges nothing, and disabled billing takes nothing. */}
              {overview?.mode === 'stripe' && ` ${t('plan.securePayments')}`}
            </p>
          </article>
        </>
      )}
    </section>
  );
}
