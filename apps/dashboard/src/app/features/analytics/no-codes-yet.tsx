import { useWorkspace } from '@liveqr/web/auth';
import { useTranslation } from '@liveqr/web/i18n';
import { Link } from 'react-router';

/** Analytics of a workspace without codes: says so, and offers to make one to those whose role may. */
export function NoCodesYet() {
  const { t } = useTranslation('dashboard');
  const editor = useWorkspace().can('editor');
  return (
    <div className="analytics-message">
      <p>{t('analytics.empty')}</p>
      {editor && (
        <Link className="button button--primary" to="/create-qr">
          {t('createQr')}
        </Link>
      )}
    </div>
  );
}
