import { useTranslation } from '@liveqr/web/i18n';
import { Skeleton } from '@liveqr/web/ui';
import { lazy, Suspense } from 'react';
import { useMatch } from 'react-router';
import { CreateQrPage } from './create-qr-page';
import '../features/wizard/creator.css';

// A chunk of its own: the edit screen opens straight on the form, the designer and the renderer.
const EditQrPage = lazy(() => import('./edit-qr-page').then((module) => ({ default: module.EditQrPage })));

/** The creator micro-frontend: /create-qr (the two-step wizard) and /qr-codes/:id/edit. */
export default function CreatorApp() {
  const { t } = useTranslation('creator');
  const editing = useMatch('/qr-codes/:id/edit');
  return editing?.params.id ? (
    <Suspense fallback={<Skeleton label={t('edit.loading')} />}>
      <EditQrPage id={editing.params.id} />
    </Suspense>
  ) : (
    <CreateQrPage />
  );
}
