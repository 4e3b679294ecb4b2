import { useWorkspace, useWorkspaceName, useWorkspaceOwner } from '@liveqr/web/auth';
import { useTranslation } from '@liveqr/web/i18n';
import { Link } from 'react-router';

export interface OwnersAndAdminsOnlyProps {
  /** What the screen is, as the note's heading ('Only owners and admins see the activity'). */
  title: string;
  /** Whom the screen is for, in the workspace of that name. */
  text(workspace: string): string;
  className?: string;
}

/** What a viewer or an editor finds instead of an owners' and admins' screen: whose it is, and whom to ask. */
export function OwnersAndAdminsOnly({ title, text, className }: OwnersAndAdminsOnlyProps) {
  const { t } = useTranslation('dashboard');
  const { membership, role } = useWorkspace();
  const nameOf = useWorkspaceName();
  const owner = useWorkspaceOwner();
  return (
    <section className={className} aria-labelledby="admins-only-title">
      <h1 id="admins-only-title">{title}</h1>
      <p>{text(membership ? nameOf(membership) : '')}</p>
      {role && <p>{t('members.myRole', { role: t(`workspaces.roles.${role}`, { ns: 'common' }) })}</p>}
      {owner && <p>{t('workspaces.gate.ownerIs', { ns: 'common', name: owner.firstName, email: owner.email })}</p>}
      <Link className="button" to="/members">
        {t('audit.backToMembers')}
      </Link>
    </section>
  );
}
