import { emptyContent, isTrackable, type QrTypeId } from '@liveqr/qr-content';
import { DEFAULT_CUSTOMIZATION } from '@liveqr/qr-render';
import { useAuth } from '@liveqr/web/auth';
import { useDefaultBrandKit } from '@liveqr/web/designer';
import { useTranslation } from '@liveqr/web/i18n';
import { LoadingState } from '@liveqr/web/ui';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { qrApi } from '../api/qr-api';
import type { ContentValues } from '../features/content/content-fields';
import { rulesValues } from '../features/rules/rules-panel';
import { QrCodeForm } from '../features/wizard/qr-code-form';
import { SubscriptionGatePanel } from '../features/subscription-gate/subscription-gate-panel';
import { TypePicker } from '../features/wizard/type-picker';
import { useSubscriptionGate } from '../features/subscription-gate/use-subscription-gate';

/** /create-qr: the two-step wizard. */
export function CreateQrPage() {
  const { t } = useTranslation('creator');
  const { t: td } = useTranslation('designer');
  const navigate = useNavigate();
  const { user, loading } = useAuth();
  const gate = useSubscriptionGate();
  const [type, setType] = useState<QrTypeId>();
  // New codes start from the default brand kit, so the form waits for it (it is read during step 1).
  const defaultKit = useDefaultBrandKit();

  useEffect(() => {
    document.title = `${t('title')} | LiveQR`;
  }, [t]);

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
      ) : (
        <QrCodeForm
          key={type}
          type={type}
          initial={{
            name: '',
            content: emptyContent(type) as unknown as ContentValues,
            customization: defaultKit?.customization ?? { ...DEFAULT_CUSTOMIZATION },
            isTracked: isTrackable(type),
            rules: rulesValues(),
          }}
          notice={
            defaultKit && (
              <p className="creator-banner" role="note">
                {td('brandKits.startedFrom', { name: defaultKit.name })}
              </p>
            )
          }
          submitLabel={t('form.generate')}
          busyLabel={t('form.creating')}
          backLabel={t('form.back')}
          onBack={() => setType(undefined)}
          precheck={() => (user ? undefined : t('errors.signedOut'))}
          failureFallback={t('errors.createFallback')}
          onSubmit={async (input) => {
            await qrApi.create(type, input);
            void navigate('/dashboard');
          }}
        />
      )}
    </section>
  );
}
