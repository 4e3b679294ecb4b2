import { apiErrorText } from '@liveqr/web/api-client';
import {
  type InvitationPreview,
  openWorkspaceAt,
  pathIn,
  type ReturnState,
  useAuth,
  useWorkspace,
  workspacesApi,
} from '@liveqr/web/auth';
import { useTranslation } from '@liveqr/web/i18n';
import { LoadingState, toast } from '@liveqr/web/ui';
import { useEffect, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { AuthCard, FormFailure, useAuthPageTitle } from '../auth/auth-ui';
import './accept-invitation-page.css';

type PreviewState =
  { status: 'loading' } | { status: 'ready'; invitation: InvitationPreview } | { status: 'failed'; failure: unknown };

/**
 * /invitations/accept?token=…, the link of an invitation mail: names the workspace and the role, and
 * lets the account of the invited address join. Signed out, it offers to sign in or sign up and
 * comes back here afterwards.
 */
export function AcceptInvitationPage() {
  const { t } = useTranslation('auth');
  useAuthPageTitle(t('invitation.title'));
  const { user, loading, signOut } = useAuth();
  const { reload } = useWorkspace();
  const location = useLocation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [preview, setPreview] = useState<PreviewState>({ status: 'loading' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  useEffect(() => {
    let active = true;
    const load = token ? workspacesApi.previewInvitation(token) : Promise.reject(new Error('no token'));
    load.then(
      (invitation) => active && setPreview({ status: 'ready', invitation }),
      (failure: unknown) => active && setPreview({ status: 'failed', failure }),
    );
    return () => {
      active = false;
    };
  }, [token]);

  if (loading || preview.status === 'loading') return <LoadingState label={t('invitation.loading')} />;

  if (preview.status === 'failed') {
    return (
      <AuthCard title={t('invitation.title')}>
        <FormFailure message={apiErrorText(t, preview.failure, t('invitation.invalid'))} />
        <p className="auth-links">
          {user ? (
            <Link to="/dashboard">{t('invitation.toDashboard')}</Link>
          ) : (
            <Link to="/">{t('invitation.toHome')}</Link>
          )}
        </p>
      </AuthCard>
    );
  }

  const { invitation } = preview;
  const sentence = { workspace: invitation.workspaceName, role: t(`invitation.roles.${invitation.role}`) };
  const returnHere: ReturnState = { from: { pathname: location.pathname, search: location.search, hash: '' } };

  async function handleAccept() {
    setBusy(true);
    setError('');
    try {
      const { workspaceId } = await workspacesApi.acceptInvitation(token);
      toast.success(t('invitation.joined', { workspace: invitation.workspaceName }));
      // The switcher learns of the new workspace before the page opens in it.
      await reload();
      openWorkspaceAt(pathIn({ id: workspaceId, personal: false }, '/dashboard'));
    } catch (failure) {
      setError(apiErrorText(t, failure, t('invitation.failed')));
      setBusy(false);
    }
  }

  return (
    <AuthCard title={t('invitation.title')}>
      <div className="invitation">
        <p className="invitation__text">
          {invitation.invitedBy
            ? t('invitation.invitedBy', { ...sentence, name: invitation.invitedBy })
            : t('invitation.invited', sentence)}
        </p>
        <p className="muted">{t(`invitation.roleMeans.${invitation.role}`)}</p>
        <p className="muted invitation__text">{t('invitation.forAddress', { email: invitation.email })}</p>
        {!user ? (
          <>
            <p>{t('invitation.signInFirst')}</p>
            <div className="invitation__actions">
              <Link className="button button--primary button--block" to="/login" state={returnHere}>
                {t('invitation.signIn')}
              </Link>
              <Link className="button button--block" to="/signup" state={returnHere}>
                {t('invitation.signUp')}
              </Link>
            </div>
          </>
        ) : user.email.toLowerCase() !== invitation.email.toLowerCase() ? (
          <>
            <p className="invitation__text" role="status">
              {t('invitation.otherAccount', { email: user.email })}
            </p>
            <div className="invitation__actions">
              <button type="button" className="button button--block" onClick={() => void signOut()}>
                {t('invitation.signOut')}
              </button>
            </div>
          </>
        ) : (
          <>
            <FormFailure message={error} />
            <div className="invitation__actions">
              <button
                type="button"
                className="button button--primary button--block"
                disabled={busy}
                onClick={() => void handleAccept()}
              >
                {busy ? t('invitation.accepting') : t('invitation.accept')}
              </button>
              <Link className="button button--block" to="/dashboard">
                {t('invitation.decline')}
              </Link>
            </div>
          </>
        )}
      </div>
    </AuthCard>
  );
}
