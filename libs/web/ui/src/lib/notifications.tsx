import { useTranslation } from '@liveqr/web/i18n';
import { Toaster } from 'sonner';

/** Short-lived messages (e.g. a change that failed), from any web app: `toast.error(text)`. */
export { toast } from 'sonner';

/** Where every web app's toasts appear: mounted once, by the shell, so the remotes share it. */
export function Notifications() {
  const { t } = useTranslation();
  return (
    <Toaster
      position="top-center"
      closeButton
      richColors
      containerAriaLabel={t('notifications.label')}
      toastOptions={{ closeButtonAriaLabel: t('notifications.close') }}
    />
  );
}
