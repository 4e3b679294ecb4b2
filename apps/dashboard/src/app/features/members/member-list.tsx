import { ASSIGNABLE_WORKSPACE_ROLES, type AssignableWorkspaceRole, type WorkspaceRole } from '@liveqr/shared/contracts';
import {
  type MemberList as Members,
  useAuth,
  useWorkspace,
  type WorkspaceMember,
  workspacesApi,
} from '@liveqr/web/auth';
import { currentLanguage, useTranslation } from '@liveqr/web/i18n';
import { ConfirmDialog, LIST_SKELETON, Skeleton, toast } from '@liveqr/web/ui';
import { useId, useState } from 'react';
import { LoadError } from '../../ui/load-error';
import { useWorkspaceAction } from './use-workspace-action';

export interface MemberListProps {
  workspaceId: string;
  members: Members;
  /** The workspace's name, as the reader reads it. */
  workspaceName: string;
}

/** The workspace's members, the owner first: role and last activity; an admin changes roles and removes members. */
export function MemberList({ workspaceId, members, workspaceName }: MemberListProps) {
  const { t } = useTranslation('dashboard');
  if (members.status === 'loading') return <Skeleton label={t('members.loading')} blocks={LIST_SKELETON} />;
  if (members.status === 'failed') return <LoadError message={t('members.loadFailed')} onRetry={members.reload} />;
  return (
    <ul className="members__list" aria-label={t('members.listLabel')}>
      {members.members.map((member) => (
        <MemberRow
          key={member.userId}
          workspaceId={workspaceId}
          member={member}
          workspaceName={workspaceName}
          onChanged={members.reload}
        />
      ))}
    </ul>
  );
}

interface MemberRowProps {
  workspaceId: string;
  member: WorkspaceMember;
  workspaceName: string;
  onChanged(): void;
}

function MemberRow({ workspaceId, member, workspaceName, onChanged }: MemberRowProps) {
  const { t, i18n } = useTranslation('dashboard');
  const { user } = useAuth();
  const { can, reload } = useWorkspace();
  const rowId = useId();
  const action = useWorkspaceAction();
  const [removing, setRemoving] = useState(false);
  const language = currentLanguage(i18n.language);
  const roleName = (role: WorkspaceRole) => t(`workspaces.roles.${role}`, { ns: 'common' });
  const me = member.userId === user?.id;
  // The owner's role moves only by a transfer; my own I change by leaving, not here.
  const manageable = can('admin') && member.role !== 'owner' && !me;

  const handleRole = (role: AssignableWorkspaceRole) =>
    void action.run(
      () => workspacesApi.changeRole(workspaceId, member.userId, role),
      () => {
        toast.success(t('members.roleChanged', { name: member.firstName, role: roleName(role) }));
        onChanged();
      },
    );
  const handleRemove = () => {
    setRemoving(false);
    void action.run(
      () => workspacesApi.removeMember(workspaceId, member.userId),
      () => {
        toast.success(t('members.removed', { name: member.firstName, workspace: workspaceName }));
        onChanged();
        // The member count in the workspace switcher.
        void reload();
      },
    );
  };

  return (
    <li className="members__member" aria-labelledby={`${rowId}-name`}>
      <div className="members__who">
        <strong id={`${rowId}-name`}>{me ? t('members.me', { name: member.firstName }) : member.firstName}</strong>
        <span className="members__email">{member.email}</span>
      </div>
      <dl className="members__facts">
        <div>
          <dt>{t('members.joined')}</dt>
          <dd>{new Date(member.joinedAt).toLocaleDateString(language, { dateStyle: 'medium' })}</dd>
        </div>
        <div>
          <dt>{t('members.lastActive')}</dt>
          <dd>
            {member.lastActiveAt
              ? new Date(member.lastActiveAt).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' })
              : t('members.neverActive')}
          </dd>
        </div>
      </dl>
      <div className="members__actions">
        {manageable ? (
          <label className="members__role">
            <span>{t('members.roleOf', { name: member.firstName })}</span>
            <select
              value={member.role}
              disabled={action.busy}
              aria-describedby={action.error ? `${rowId}-error` : undefined}
              onChange={(event) => handleRole(event.target.value as AssignableWorkspaceRole)}
            >
              {ASSIGNABLE_WORKSPACE_ROLES.map((role) => (
                <option key={role} value={role}>
                  {roleName(role)}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <span className="workspace-role">{roleName(member.role)}</span>
        )}
        {manageable && (
          <button
            type="button"
            className="button"
            disabled={action.busy}
            aria-label={t('members.removeNamed', { name: member.firstName })}
            onClick={() => setRemoving(true)}
          >
            {t('members.remove')}
          </button>
        )}
      </div>
      {action.error && (
        <p id={`${rowId}-error`} className="field-error" role="alert">
          {action.error}
        </p>
      )}
      {removing && (
        <ConfirmDialog
          title={t('members.removeTitle', { name: member.firstName, workspace: workspaceName })}
          message={t('members.removeText', { name: member.firstName })}
          confirmLabel={t('members.removeConfirm')}
          onConfirm={handleRemove}
          onCancel={() => setRemoving(false)}
        />
      )}
    </li>
  );
}
