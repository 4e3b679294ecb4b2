import { useWorkspace, useWorkspaceMembers, useWorkspaceName } from '@liveqr/web/auth';
import { useTranslation } from '@liveqr/web/i18n';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { InvitationsPanel } from '../features/members/invitations-panel';
import { MemberList } from '../features/members/member-list';
import {
  DeleteWorkspace,
  LeaveWorkspace,
  RenameWorkspace,
  TransferOwnership,
} from '../features/members/workspace-settings';
import '../features/members/members.css';

/**
 * /members: the page's workspace, team or personal — its members with their roles and last
 * activity, and what my role there allows: an admin renames it, invites people and manages members,
 * a member who is not the owner leaves, the owner hands it over or deletes it; an admin opens its
 * activity log.
 */
export function MembersPage() {
  const { t } = useTranslation('dashboard');
  const { id, personal, membership, role, can } = useWorkspace();
  const nameOf = useWorkspaceName();
  const members = useWorkspaceMembers();

  useEffect(() => {
    document.title = `${t('members.title')} | LiveQR`;
  }, [t]);

  if (!id) return null;
  const workspaceName = membership ? nameOf(membership) : t('workspaces.personal', { ns: 'common' });
  const settings = { workspaceId: id, workspaceName };
  return (
    <section className="members" aria-labelledby="members-title">
      <header>
        <h1 id="members-title">{t('members.title')}</h1>
        <p className="members__lead">
          <strong>{workspaceName}</strong>
          {role && ` · ${t('members.myRole', { role: t(`workspaces.roles.${role}`, { ns: 'common' }) })}`}
        </p>
        {personal && <p>{t('members.personalText')}</p>}
        {can('admin') && (
          <p className="link-line">
            <Link to="/members/activity">{t('audit.open')}</Link>
          </p>
        )}
      </header>
      {!personal && can('admin') && <RenameWorkspace key={workspaceName} {...settings} />}
      <section className="card" aria-labelledby="members-list-title">
        <h2 id="members-list-title">{t('members.listTitle')}</h2>
        <MemberList workspaceId={id} members={members} workspaceName={workspaceName} />
      </section>
      {!personal && can('admin') && <InvitationsPanel workspaceId={id} />}
      {!personal && role === 'owner' && members.status === 'ready' && (
        <TransferOwnership {...settings} members={members.members} onTransferred={members.reload} />
      )}
      {!personal && role !== undefined && role !== 'owner' && <LeaveWorkspace {...settings} />}
      {!personal && role === 'owner' && <DeleteWorkspace {...settings} />}
    </section>
  );
}
