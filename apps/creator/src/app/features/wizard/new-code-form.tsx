import { emptyContent, isTrackable, type QrTypeId } from '@liveqr/qr-content';
import { DEFAULT_CUSTOMIZATION } from '@liveqr/qr-render';
import { useAuth } from '@liveqr/web/auth';
import type { BrandKit } from '@liveqr/web/designer/code-actions';
import { useTranslation } from '@liveqr/web/i18n';
import { CREATED_CODE_LANDING, createdCodeState } from '@liveqr/web/ui';
import { useNavigate } from 'react-router';
import { qrApi } from '../../api/qr-api';
import { rulesValues } from '../rules/rules-panel';
import { QrCodeForm } from './qr-code-form';
import type { CodeDomains } from './use-code-domains';
import { useAnnounceCreated } from './use-announce-created';

export interface NewCodeFormProps {
  type: QrTypeId;
  /** The account's default brand kit, which the new code's design starts from; undefined without one. */
  defaultKit: BrandKit | undefined;
  /** The verified custom domains to offer, the workspace's default chosen at first. */
  domains: CodeDomains;
  onBack(): void;
}

/**
 * Step 2 of /create-qr: the picked type's form, empty, in the default brand kit's design. A chunk of
 * its own with the content editors, the designer and the renderer, which step 1 does not need.
 */
export function NewCodeForm({ type, defaultKit, domains, onBack }: NewCodeFormProps) {
  const { t } = useTranslation('creator');
  const { t: td } = useTranslation('designer');
  const navigate = useNavigate();
  const { user } = useAuth();
  const announceCreated = useAnnounceCreated();
  return (
    <QrCodeForm
      type={type}
      initial={{
        name: '',
        content: { ...emptyContent(type) },
        customization: defaultKit?.customization ?? { ...DEFAULT_CUSTOMIZATION },
        isTracked: isTrackable(type),
        rules: rulesValues(),
        domainId: domains.defaultId,
      }}
      domains={domains.domains}
      notice={
        defaultKit && (
          <p className="creator-banner" role="note">
            {td('brandKits.startedFrom', { name: defaultKit.name })}
          </p>
        )
      }
      focusOnOpen
      submitLabel={t('form.generate')}
      busyLabel={t('form.creating')}
      backLabel={t('form.back')}
      onBack={onBack}
      precheck={() => (user ? undefined : t('errors.signedOut'))}
      failureFallback={t('errors.createFallback')}
      onSubmit={async (input) => {
        const code = await qrApi.create(type, input);
        announceCreated(code);
        void navigate(CREATED_CODE_LANDING, { state: createdCodeState(code.id) });
      }}
    />
  );
}
