import { useTranslation } from '@liveqr/web/i18n';
import { useState } from 'react';
import { LandingFrame, usePublicCode } from './landing-frame';
import { withScheme } from './public-code';

const COPIED_MS = 2000;

/** /coupon/{id}: the code with a copy button, its text and the optional URL. */
export function CouponPage() {
  const { t } = useTranslation('public');
  const { state } = usePublicCode('coupon');
  const [copied, setCopied] = useState(false);
  const handleCopy = async (code: string) => {
    await navigator.clipboard.writeText(code);
    setCopied(true);
    setTimeout(() => setCopied(false), COPIED_MS);
  };
  return (
    <LandingFrame type="coupon" state={state} title={({ name }) => name}>
      {({ content }) => (
        <>
          {content.text ? <p>{content.text}</p> : null}
          {content.code ? (
            <div className="scan-page__coupon">
              <span className="muted">{t('scanPages.coupon.code')}</span>
              <code>{content.code}</code>
              <button type="button" className="button" onClick={() => void handleCopy(content.code)}>
                {copied ? t('scanPages.coupon.copied') : t('scanPages.coupon.copy')}
              </button>
            </div>
          ) : null}
          {content.url ? (
            <a
              className="button button--primary button--block"
              href={withScheme(content.url)}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('scanPages.coupon.open')}
            </a>
          ) : null}
        </>
      )}
    </LandingFrame>
  );
}
