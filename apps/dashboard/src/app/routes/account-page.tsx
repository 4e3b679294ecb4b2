import { useEffect } from 'react';
import { useWorkspace } from '@liveqr/web/auth';
import { useTranslation } from '@liveqr/web/i18n';
import { ApiKeysCard } from '../features/account/api-keys-card';
import { BrandKitsSection } from '../features/account/brand-kits-section';
import { ChangeEmailForm } from '../features/account/change-email-form';
import { ChangePasswordForm } from '../features/account/change-password-form';
import { ExportSection } from '../features/data-transfer/export-section';
import { DeleteAccountForm } from '../features/account/delete-account-form';
import { ProfileForm } from '../features/account/profile-form';
import { RecentActivity } from '../features/account/recent-activity';
import { SessionsCard } from '../features/account/sessions-card';
import { StorageUsage } from '../features/account/storage-usage';
import { TwoFactorCard } from '../features/account/two-factor-card';
import { WebhooksCard } from '../features/account/webhooks-card';
import '../features/account/account.css';

/**
 * /account ('My Account'): profile, e-mail address, brand kits, password, two-factor, sessions, recent
 * activity, storage, API keys, webhooks, exports, deletion. The account is mine; brand kits, keys,
 * webhooks and exports are the page's workspace's: kits for its editors, keys and webhooks for its admins.
 */
export function AccountPage() {
  const { t } = useTranslation('auth');
  const { can } = useWorkspace();
  useEffect(() => {
    document.title = `${t('account.title')} | LiveQR`;
  }, [t]);
  return (
    <section className="account" aria-labelledby="account-title">
      <h1 id="account-title">{t('account.title')}</h1>
      <ProfileForm />
      <ChangeEmailForm />
      {can('editor') && <BrandKitsSection />}
      <ChangePasswordForm />
      <TwoFactorCard />
      <SessionsCard />
      <RecentActivity />
      <StorageUsage />
      {can('admin') && (
        <>
          <ApiKeysCard />
          <WebhooksCard />
        </>
      )}
      <ExportSection />
      <DeleteAccountForm />
    </section>
  );
}
