import type { QrTypeId } from '@liveqr/qr-content/types';
import { useAuth } from '@liveqr/web/auth';
import { useDefaultBrandKit } from '@liveqr/web/designer/code-actions';
import { useTranslation } from '@liveqr/web/i18n';
import { LoadingState, Skeleton } from '@liveqr/web/ui';
import { Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { SubscriptionGatePanel } from '../features/subscription-gate/subscription-gate-panel';
import { useSubscriptionGate } from '../features/subscription-gate/use-subscription-gate';
import { TypePicker } from '../features/wizard/type-picker';
import { useCodeDomains } from '../features/wizard/use-code-domains';
import { preloadable } from '../ui/preloadable';
import { whenIdle } from '../ui/when-idle';

// Step 2 comes in a chunk of its own, loaded while the user looks at step 1.
const NewCodeForm = preloadable(() => import('../features/wizard/new-code-form').then((module) => module.NewCodeForm));

/** The form beside its preview, as step 2 lays them out. */
const STEP2 = ['panel', 'panel'] as const;

/** /create-qr: the two-step wizard. */
export function CreateQrPage() {
  const { t } = useTranslation('creator');
  const { t: td } = useTranslation('designer');
  const { user, loading } = useAuth();
  const gate = useSubscriptionGate();
  const [type, setType] = useState<QrTypeId>();
  // New codes start from the default brand kit, so the form waits for it (it is read during step 1).
  const defaultKit = useDefaultBrandKit();
  // So do the custom domains a new code can be made on.
  const codeDomains = useCodeDomains();

  useEffect(() => {
    document.title = `${t('title')} | LiveQR`;
  }, [t]);

  // A failed download is retried, and shown, when step 2 opens.
  useEffect(() => whenIdle(() => void NewCodeForm.preload().catch(() => undefined)), []);

  // The shell's guard normally redirects first; this covers a session that ends on the page.
  if (!loading && !user) {
    return (
      <section className="creator">
        <p className="creator-banner" role="alert">
          {t('signedOut')}
        </p>
      </section>
    );
  }

  return (
    <section className="creator" aria-labelledby="creator-title">
      <header className="creator-header">
        <Link className="button button--ghost" to="/dashboard">
          {t('backToDashboard')}
        </Link>
        <h1 id="creator-title">{t('title')}</h1>
      </header>
      <ol className="creator-steps" aria-label={t('steps')}>
        <li aria-current={type ? undefined : 'step'}>
          <span className="creator-steps__number">1</span> {t('step1.name')}
        </li>
        <li aria-current={type ? 'step' : undefined}>
          <span className="creator-steps__number">2</span> {t('step2.title')}
        </li>
      </ol>
      <SubscriptionGatePanel gate={gate} work="create" />
      {gate.state !== 'active' ? null : !type ? (
        <TypePicker onPick={setType} />
      ) : defaultKit === 'loading' ? (
        <LoadingState label={td('brandKits.loading')} />
      ) : codeDomains === 'loading' ? (
        <LoadingState label={t('form.domainsLoading')} />
      ) : (
        <Suspense fallback={<Skeleton label={t('step2.loading')} blocks={STEP2} className="creator-step2" />}>
          <NewCodeForm.Component
            key={type}
            type={type}
            defaultKit={defaultKit}
            domains={codeDomains}
            onBack={() => setType(undefined)}
          />
        </Suspense>
      )}
    </section>
  );
}
