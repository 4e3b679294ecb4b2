import { useAuth } from '@liveqr/web/auth';
import { useTranslation } from '@liveqr/web/i18n';
import { LoadingState } from '@liveqr/web/ui';
import { type ReactNode, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { fetchPublicCode, type PublicCode, type PublicPageType } from './public-code';
import './scan-pages.css';

type LoadState<T extends PublicPageType> =
  { status: 'loading' } | { status: 'loaded'; code: PublicCode<T> } | { status: 'error'; message: string };

/** Loads the page's code from the route's id; again when the user signs in or out (ownership). */
export function usePublicCode<T extends PublicPageType>(type: T) {
  const { t } = useTranslation('public');
  const { id = '' } = useParams();
  const { user } = useAuth();
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const userId = user?.id;
  useEffect(() => {
    // A slower answer from before sign-in finished must not overwrite the owner's view.
    let current = true;
    void fetchPublicCode(id, type).then(
      (code) => current && setState({ status: 'loaded', code }),
      (error: unknown) =>
        current &&
        setState({
          status: 'error',
          message: (error instanceof Error && error.message) || t(`scanPages.loadFailed.${type as PublicPageType}`),
        }),
    );
    return () => {
      current = false;
    };
    // userId: isOwner depends on who is asking.
  }, [id, type, userId, t]);
  return { state, setCode: (code: PublicCode<T>) => setState({ status: 'loaded', code }) };
}

export interface LandingFrameProps<T extends PublicPageType> {
  type: T;
  state: LoadState<T>;
  /** The page's heading, shown as the document title too. */
  title: (code: PublicCode<T>) => string;
  /** Initials for the round avatar above the heading (contact and business pages). */
  initials?: (code: PublicCode<T>, heading: string) => string;
  children: (code: PublicCode<T>) => ReactNode;
}

/** The one frame of the scan landing pages: loading line, error view with Go Home, card with Go Back. */
export function LandingFrame<T extends PublicPageType>({
  type,
  state,
  title,
  initials,
  children,
}: LandingFrameProps<T>) {
  const { t } = useTranslation('public');
  const navigate = useNavigate();
  const heading =
    state.status === 'loaded' ? title(state.code) || t(`scanPages.meta.fallbacks.${type as PublicPageType}`) : '';
  useEffect(() => {
    if (heading) document.title = heading;
  }, [heading]);

  if (state.status === 'loading') return <LoadingState label={t(`scanPages.loading.${type as PublicPageType}`)} />;
  if (state.status === 'error') {
    return (
      <div className="page page--narrow scan-page">
        <div className="card scan-page__card" role="alert">
          <h1>{t('scanPages.error')}</h1>
          <p>{state.message}</p>
          <button type="button" className="button button--primary" onClick={() => navigate('/')}>
            {t('scanPages.goHome')}
          </button>
        </div>
      </div>
    );
  }
  return (
    <div className={`page page--narrow scan-page scan-page--${type}`}>
      <div className="card scan-page__card">
        {initials ? (
          <div className="scan-page__avatar" aria-hidden="true">
            {initials(state.code, heading)}
          </div>
        ) : null}
        <h1>{heading}</h1>
        {children(state.code)}
        <button type="button" className="button scan-page__back" onClick={() => navigate('/')}>
          {t('scanPages.goBack')}
        </button>
      </div>
    </div>
  );
}

/** One labelled row, shown only when there is a value. */
export function InfoRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <p className="scan-page__row">
      <span className="muted">{label}</span> {children}
    </p>
  );
}
