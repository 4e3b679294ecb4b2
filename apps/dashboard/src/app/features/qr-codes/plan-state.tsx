import { useWorkspace, useWorkspaceOwner } from '@liveqr/web/auth';
import { currentLanguage, useTranslation } from '@liveqr/web/i18n';
import { Link } from 'react-router';
import type { PlanView } from './use-plan';

export interface PlanStateProps {
  plan: PlanView | undefined;
}

/**
 * The plan in one line: 'Active — renews …', 'Ends on …' (cancelled for the period end), 'Lapsed',
 * 'Not active' (a payment failed), or the spec's 'Subscription Required' without any plan. Billing
 * is the workspace owner's: the other members read whom to ask instead of a link to it.
 */
export function PlanState({ plan }: PlanStateProps) {
  const { t, i18n } = useTranslation('dashboard');
  const owner = useWorkspace().role === 'owner';
  if (!plan) return null;
  const date = (iso: string | null | undefined) =>
    iso ? new Date(iso).toLocaleDateString(currentLanguage(i18n.language), { dateStyle: 'medium' }) : '—';
  const { status, subscription } = plan;

  if (status.active) {
    if (!owner)
      return (
        <div className="plan-state" role="note" aria-label={t('plan.label')}>
          <strong>{t('plan.active')}</strong>
        </div>
      );
    const ending = subscription?.cancelAtPeriodEnd ?? false;
    return (
      <div className="plan-state" role="note" aria-label={t('plan.label')}>
        <strong>{t(ending ? 'plan.ends' : 'plan.renews', { date: date(subscription?.currentPeriodEnd) })}</strong>
        {ending && <span>{t('plan.endsText')}</span>}
        <Link to="/billing">{t('plan.billing')}</Link>
      </div>
    );
  }
  const [title, text] =
    status.reason === 'expired'
      ? [t('plan.lapsed'), t('plan.lapsedText')]
      : status.reason === 'inactive'
        ? [t('plan.inactive'), t('plan.inactiveText')]
        : [t('sidebar.subscriptionRequired'), null];
  return (
    <div className="plan-state plan-state--inactive" role="note" aria-label={t('plan.label')}>
      <strong>{title}</strong>
      {owner ? (
        <>
          {text && <span>{text}</span>}
          <Link className="button button--primary" to="/billing">
            {t('sidebar.subscribeNow')}
          </Link>
        </>
      ) : (
        <AskTheOwner />
      )}
    </div>
  );
}

/** Who can subscribe, for a member who cannot. */
function AskTheOwner() {
  const { t } = useTranslation('dashboard');
  const owner = useWorkspaceOwner();
  return (
    <span>{owner ? t('plan.askOwner', { name: owner.firstName, email: owner.email }) : t('plan.askOwnerUnnamed')}</span>
  );
}
