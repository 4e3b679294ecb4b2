import { useState } from 'react';
import { useTranslation } from '@liveqr/web/i18n';

export interface OneTimeSecretProps {
  label: string;
  secret: string;
  onDone(): void;
}

/** A secret the server shows this once (an API key, a webhook signing secret), with a copy button. */
export function OneTimeSecret({ label, secret, onDone }: OneTimeSecretProps) {
  const { t } = useTranslation('auth');
  const [copied, setCopied] = useState(false);

  async function handleCopy() {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      // No clipboard (permissions, insecure origin): the text stays there to select by hand.
      setCopied(false);
    }
  }

  return (
    <div className="developer__secret" role="status">
      <p>
        <strong>{label}</strong> {t('developer.secretOnce')}
      </p>
      <code className="developer__secret-value" aria-label={t('developer.secretLabel')}>
        {secret}
      </code>
      <div className="actions">
        <button type="button" className="button" onClick={() => void handleCopy()}>
          {copied ? t('developer.copied') : t('developer.copy')}
        </button>
        <button type="button" className="button" onClick={onDone}>
          {t('developer.done')}
        </button>
      </div>
    </div>
  );
}
