import { useEffect, useRef } from 'react';
import { useTranslation } from '@liveqr/web/i18n';
import { useCopy } from '../../ui/use-copy';

export interface OneTimeSecretProps {
  label: string;
  secret: string;
  onDone(): void;
}

/**
 * A secret the server shows this once (an API key, a webhook signing secret), with a copy button.
 * It takes the focus when it appears: it is what to do next, and on a phone it appears above the
 * form, off screen.
 */
export function OneTimeSecret({ label, secret, onDone }: OneTimeSecretProps) {
  const { t } = useTranslation('auth');
  const { copied, copy } = useCopy(secret);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), [secret]);

  return (
    <div ref={box} className="developer__secret" role="status" tabIndex={-1}>
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
