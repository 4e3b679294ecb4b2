import { ASSIGNABLE_WORKSPACE_ROLES, type AssignableWorkspaceRole } from '@liveqr/shared/contracts';
import { type Invitation, workspacesApi } from '@liveqr/web/auth';
import { currentLanguage, useTranslation } from '@liveqr/web/i18n';
import { FormField, LIST_SKELETON, Skeleton, toast } from '@liveqr/web/ui';
import { type FormEvent, useCallback, useId, useState } from 'react';
import { FormFailure } from '../../ui/form-fields';
import { useResource } from '../../ui/use-resource';
import { LoadError } from '../../ui/load-error';
import { useWorkspaceAction } from './use-workspace-action';

export interface InvitationsPanelProps {
  workspaceId: string;
}

/**
 * An admin invites people to a team workspace by e-mail in a role, and sees the invitations sent:
 * a pending one can be withdrawn, which stops its link.
 */
export function InvitationsPanel({ workspaceId }: InvitationsPanelProps) {
  const { t } = useTranslation('dashboard');
  const load = useCallback(() => workspacesApi.invitations(workspaceId), [workspaceId]);
  const invitations = useResource(load);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<AssignableWorkspaceRole>('editor');
  const [missing, setMissing] = useState(false);
  const action = useWorkspaceAction();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(!email.trim());
    if (!email.trim()) return;
    void action.run(
      () => workspacesApi.invite(workspaceId, email.trim(), role),
      (sent) => {
        toast.success(t('members.invitations.sent', { email: sent.email }));
        setEmail('');
        invitations.retry();
      },
    );
  };

  return (
    <section className="card form" aria-labelledby="invitations-title">
      <h2 id="invitations-title">{t('members.invitations.title')}</h2>
      <p>{t('members.invitations.text')}</p>
      <form className="members__invite" onSubmit={handleSubmit} noValidate>
        <FormField
          id="invite-email"
          type="email"
          label={t('members.invitations.email')}
          value={email}
          onChange={setEmail}
          autoComplete="off"
          error={missing ? t('members.invitations.emailRequired') : undefined}
        />
        <div className="field">
          <label htmlFor="invite-role">{t('members.invitations.role')}</label>
          <select
            id="invite-role"
            value={role}
            onChange={(event) => setRole(event.target.value as AssignableWorkspaceRole)}
          >
            {ASSIGNABLE_WORKSPACE_ROLES.map((option) => (
              <option key={option} value={option}>
                {t(`workspaces.roles.${option}`, { ns: 'common' })}
              </option>
            ))}
          </select>
        </div>
        <FormFailure text={action.error} />
        <div className="actions">
          <button type="submit" className="button button--primary" disabled={action.busy}>
            {action.busy ? t('members.invitations.sending') : t('members.invitations.submit')}
          </button>
        </div>
      </form>
      {invitations.status === 'loading' ? (
        <Skeleton label={t('members.invitations.loading')} blocks={LIST_SKELETON} />
      ) : invitations.status === 'failed' ? (
        <LoadError message={t('members.invitations.loadFailed')} onRetry={invitations.retry} />
      ) : invitations.data.length === 0 ? (
        <p className="muted">{t('members.invitations.none')}</p>
      ) : (
        <ul className="members__list" aria-label={t('members.invitations.listLabel')}>
          {invitations.data.map((invitation) => (
            <InvitationRow
              key={invitation.id}
              workspaceId={workspaceId}
              invitation={invitation}
              onRevoked={invitations.retry}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

interface InvitationRowProps {
  workspaceId: string;
  invitation: Invitation;
  onRevoked(): void;
}

function InvitationRow({ workspaceId, invitation, onRevoked }: InvitationRowProps) {
  const { t, i18n } = useTranslation('dashboard');
  const rowId = useId();
  const action = useWorkspaceAction();
  const date = (iso: string) =>
    new Date(iso).toLocaleDateString(currentLanguage(i18n.language), { dateStyle: 'medium' });
  const pending = invitation.state === 'pending';

  const handleRevoke = () =>
    void action.run(
      () => workspacesApi.revokeInvitation(workspaceId, invitation.id),
      () => {
        toast.success(t('members.invitations.revoked', { email: invitation.email }));
        onRevoked();
      },
    );

  return (
    <li className="members__member" aria-labelledby={`${rowId}-email`}>
      <div className="members__who">
        <strong id={`${rowId}-email`}>{invitation.email}</strong>
        <span className="workspace-role">{t(`workspaces.roles.${invitation.role}`, { ns: 'common' })}</span>
      </div>
      <p className="members__facts">
        {t(`members.invitations.states.${invitation.state}`)}
        {' · '}
        {pending
          ? t('members.invitations.expires', { date: date(invitation.expiresAt) })
          : t('members.invitations.sentOn', { date: date(invitation.createdAt) })}
      </p>
      {pending && (
        <div className="members__actions">
          <button
            type="button"
            className="button"
            disabled={action.busy}
            aria-label={t('members.invitations.revokeNamed', { email: invitation.email })}
            onClick={handleRevoke}
          >
            {t('members.invitations.revoke')}
          </button>
        </div>
      )}
      {action.error && (
        <p className="field-error" role="alert">
          {action.error}
        </p>
      )}
    </li>
  );
}
