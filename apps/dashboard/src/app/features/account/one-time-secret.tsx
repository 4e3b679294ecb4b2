import { useTranslation } from '@liveqr/web/i18n';
import { useCopy } from '../../ui/use-copy';

export interface OneTimeSecretProps {
  label: string;
  secret: string;
  onDone(): void;
}

/** A secret the server shows this once (an API key, a webhook signing secret), with a copy button. */
export function OneTimeSecret({ label, secret, onDone }: OneTimeSecretProps) {
  const { t } = useTranslation('auth');
  const { copied, copy } = useCopy(secret);

  return (
    <div className="developer__secret" role="status">
      <p>
        <strong>{label}</strong> {t('developer.secretOnce')}
      </p>
      <code className="developer__secret-value" aria-label={t('developer.secretLabel')}>
        {secret}
      </code>
      <div className="actions">
        <button type="button" className="button" onClick={() => void copy()}>
          {copied ? t('developer.copied') : t('developer.copy')}
        </button>
        <button type="button" className="button" onClick={onDone}>
          {t('developer.done')}
        </button>
      </div>
    </div>
  );
}
