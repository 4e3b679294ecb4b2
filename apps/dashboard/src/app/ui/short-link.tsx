import { useTranslation } from '@liveqr/web/i18n';
import { toast } from '@liveqr/web/ui';
import './short-link.css';

export interface ShortLinkProps {
  /** The code's short link as the API gives it (`shortUrl`), on the configured public address. */
  url: string;
  /** The code's name, so each Copy and Test scan says whose link it is. */
  name: string;
}

/** A code's short link with Copy (a toast says so) and Test scan (a new tab): on cards, list rows and analytics. */
export function ShortLink({ url, name }: ShortLinkProps) {
  const { t } = useTranslation('dashboard');

  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('card.linkCopied', { link: url }));
    } catch {
      // No clipboard (permissions, insecure origin): the link stays on screen to copy by hand.
      toast.error(t('card.copyFailed'));
    }
  };

  return (
    <div className="short-link" role="group" aria-label={t('card.shortLinkOf', { name })}>
      <code className="short-link__url">{url.replace(/^https?:\/\//, '')}</code>
      <button
        type="button"
        className="button"
        aria-label={t('card.copyLinkNamed', { name })}
        onClick={() => void handleCopy()}
      >
        {t('card.copyLink')}
      </button>
      <a
        className="button"
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('card.testScanNamed', { name })}
      >
        {t('card.testScan')}
      </a>
    </div>
  );
}
