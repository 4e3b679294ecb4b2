import { useWorkspace, useWorkspaceName } from '@liveqr/web/auth';
import { useTranslation } from '@liveqr/web/i18n';
import './viewer-note.css';

/** For a viewer: why the screen has no controls to create, change or delete, and who can change that. */
export function ViewerNote() {
  const { t } = useTranslation('dashboard');
  const { role, membership } = useWorkspace();
  const nameOf = useWorkspaceName();
  if (role !== 'viewer' || !membership) return null;
  return (
    <p className="viewer-note" role="note">
      {t('workspace.viewerNote', { workspace: nameOf(membership) })}
    </p>
  );
}
