import { apiErrorText } from '@liveqr/web/api-client';
import { DEFAULT_CUSTOMIZATION } from '@liveqr/qr-render';
import { DownloadMenu } from '@liveqr/web/designer/code-actions';
import { useTranslation } from '@liveqr/web/i18n';
import { LoadingState, toast } from '@liveqr/web/ui';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { qrApi, type QrCode } from '../api/qr-api';
import { QrCodeForm } from '../features/wizard/qr-code-form';
import { rulesValues } from '../features/rules/rules-panel';
import { SubscriptionGatePanel } from '../features/subscription-gate/subscription-gate-panel';
import { useSubscriptionGate } from '../features/subscription-gate/use-subscription-gate';

type Loaded = { state: 'loading' } | { state: 'loaded'; code: QrCode } | { state: 'error'; message: string };

/** /qr-codes/:id/edit: the same form as step 2, for an existing code. */
export interface EditQrPageProps {
  id: string;
}

export function EditQrPage({ id }: EditQrPageProps) {
  const { t } = useTranslation('creator');
  const { t: td } = useTranslation('designer');
  const navigate = useNavigate();
  const gate = useSubscriptionGate();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });

  useEffect(() => {
    document.title = `${t('edit.title')} | LiveQR`;
  }, [t]);

  useEffect(() => {
    let cancelled = false;
    qrApi
      .get(id)
      .then((code) => !cancelled && setLoaded({ state: 'loaded', code }))
      .catch(
        (error: unknown) =>
          !cancelled && setLoaded({ state: 'error', message: apiErrorText(t, error, t('edit.loadFailed')) }),
      );
    return () => {
      cancelled = true;
    };
  }, [id, t]);

  return (
    <section className="creator" aria-labelledby="creator-title">
      <header className="creator-header">
        <Link className="button button--ghost" to="/dashboard">
          {t('backToDashboard')}
        </Link>
        <h1 id="creator-title">{t('edit.title')}</h1>
      </header>
      <SubscriptionGatePanel gate={gate} work="edit" />
      {gate.state !== 'active' ? null : loaded.state === 'loading' ? (
        <LoadingState label={t('edit.loading')} />
      ) : loaded.state === 'error' ? (
        <p className="creator-error" role="alert">
          {loaded.message}
        </p>
      ) : (
        <QrCodeForm
          type={loaded.code.type}
          id={loaded.code.id}
          slug={loaded.code.slug}
          // The view names the domain by id; its short link carries its host.
          savedDomain={loaded.code.domainId && loaded.code.shortUrl ? new URL(loaded.code.shortUrl).host : null}
          hadPassword={loaded.code.hasPassword}
          initial={{
            name: loaded.code.name,
            content: { ...loaded.code.content },
            customization: { ...DEFAULT_CUSTOMIZATION, ...loaded.code.customization },
            isTracked: loaded.code.isTracked,
            rules: rulesValues(loaded.code),
          }}
          notice={
            <p className="creator-banner" role="note">
              {loaded.code.isTracked ? t('edit.trackedNote') : t('edit.untrackedNote')}
            </p>
          }
          submitLabel={t('edit.save')}
          busyLabel={t('edit.saving')}
          backLabel={t('edit.cancel')}
          onBack={() => void navigate('/dashboard')}
          failureFallback={t('edit.saveFailed')}
          onSubmit={async (input) => {
            const saved = await qrApi.update(loaded.code.id, input);
            // Said where the page goes next: My QR Codes.
            toast.success(t('edit.saved', { name: saved.name }));
            void navigate('/dashboard');
          }}
          aside={(changed) => (
            <DownloadMenu
              code={loaded.code}
              minimumSize={loaded.code.symbol?.minimumSize}
              note={changed ? td('download.savedVersion') : undefined}
            />
          )}
        />
      )}
    </section>
  );
}
