import { useEffect } from 'react';
import { useTranslation } from '@liveqr/web/i18n';
import { BrandKitsSection } from './brand-kits-section';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccountForm } from './delete-account-form';
import { ProfileForm } from './profile-form';
import './account.css';

/** /account ('My Account'): profile, brand kits, password, account deletion. */
export function AccountPage() {
  const { t } = useTranslation('auth');
  useEffect(() => {
    document.title = `${t('account.title')} | LiveQR`;
  }, [t]);
  return (
    <section className="account" aria-labelledby="account-title">
      <h1 id="account-title">{t('account.title')}</h1>
      <ProfileForm />
      <BrandKitsSection />
      <ChangePasswordForm />
      <DeleteAccountForm />
    </section>
  );
}
