import { useEffect } from 'react';
import { useTranslation } from '@liveqr/web/i18n';
import { ApiKeysCard } from './api-keys-card';
import { BrandKitsSection } from './brand-kits-section';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';
import { ExportSection } from '../data-transfer/export-section';
import { DeleteAccountForm } from './delete-account-form';
import { ProfileForm } from './profile-form';
import { RecentActivity } from './recent-activity';
import { SessionsCard } from './sessions-card';
import { StorageUsage } from './storage-usage';
import { WebhooksCard } from './webhooks-card';
import './account.css';

/** /account ('My Account'): profile, e-mail address, brand kits, password, sessions, recent activity, storage, API keys, webhooks, exports, deletion. */
export function AccountPage() {
  const { t } = useTranslation('auth');
  useEffect(() => {
    document.title = `${t('account.title')} | LiveQR`;
  }, [t]);
  return (
    <section className="account" aria-labelledby="account-title">
      <h1 id="account-title">{t('account.title')}</h1>
      <ProfileForm />
      <ChangeEmailForm />
      <BrandKitsSection />
      <ChangePasswordForm />
      <SessionsCard />
      <RecentActivity />
      <StorageUsage />
      <ApiKeysCard />
      <WebhooksCard />
      <ExportSection />
      <DeleteAccountForm />
    </section>
  );
}
