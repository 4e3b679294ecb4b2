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

  const shown = url.replace(/^https?:\/\//, '');
  const slugStart = shown.lastIndexOf('/') + 1;
  return (
    <div className="short-link" role="group" aria-label={t('card.shortLinkOf', { name })}>
      {/* Host and slug each stay whole: a narrow column wraps between them, never inside the slug. */}
      <code className="short-link__url" title={shown}>
        <span>{shown.slice(0, slugStart)}</span>
        <wbr />
        <span>{shown.slice(slugStart)}</span>
      </code>
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
