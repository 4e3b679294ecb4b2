import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from '@liveqr/web/i18n';
import { AuthCard, FormFailure, useAuthPageTitle } from './auth-ui';

interface AuthErrorInfo {
  error: string;
  code: string;
  description: string;
}

function readError(hash: string, search: string): AuthErrorInfo {
  const fromHash = new URLSearchParams(hash.slice(1));
  const fromQuery = new URLSearchParams(search);
  const read = (name: string) => fromHash.get(name) ?? fromQuery.get(name) ?? '';
  return { error: read('error'), code: read('error_code'), description: read('error_description') };
}

/** /auth/error: reads the error from the hash or query, then clears it from the address bar. */
export function AuthErrorPage() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const navigate = useNavigate();
  const [{ error, description }] = useState(() => readError(location.hash, location.search));

  useEffect(() => {
    if (location.search || location.hash) void navigate(location.pathname, { replace: true });
  }, [location, navigate]);

  const lower = description.toLowerCase();
  const expired = error === 'access_denied' || lower.includes('expired');
  const offerNewLink = expired || lower.includes('invalid');
  const title = expired ? t('error.expiredTitle') : t('error.title');
  useAuthPageTitle(title);

  return (
    <AuthCard title={title}>
      <p>{expired ? t('error.expiredText') : description || t('error.genericText')}</p>
      <FormFailure message={description} />
      <div className="actions">
        {offerNewLink && (
          <Link className="button button--primary" to="/forgot-password">
            {t('error.requestNew')}
          </Link>
        )}
        <Link className="button" to="/login">
          {t('error.backToLogin')}
        </Link>
        <Link className="button" to="/contact">
          {t('error.contactSupport')}
        </Link>
      </div>
    </AuthCard>
  );
}
