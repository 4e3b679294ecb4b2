import { useTranslation } from '@liveqr/web/i18n';
import { FormField } from '@liveqr/web/ui';
import { type FormEvent, useState } from 'react';
import { usePageMeta } from './use-page-meta';

/** What a LiveQR code's link looks like: `…/s/{slug}`, perhaps already with the preview's '+'. */
const SCAN_LINK = /\/s\/([A-Za-z0-9]{1,16})\+?(?:[?#].*)?$/;

/** /check-a-code ("How to check a code"): where a code leads, before going there. */
export function CheckCodePage() {
  const { t } = useTranslation('public');
  usePageMeta('checkCode');
  const [link, setLink] = useState('');
  const [invalid, setInvalid] = useState(false);
  const example = `${window.location.origin}/s/abc123`;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const slug = SCAN_LINK.exec(link.trim())?.[1];
    setInvalid(!slug);
    // The preview is a page of the server's, not of this app.
    if (slug) window.location.assign(`/s/${slug}+`);
  };

  return (
    <div className="page page--narrow">
      <h1>{t('safeScans.checkCode.title')}</h1>
      <p>{t('safeScans.checkCode.intro')}</p>
      <p>{t('safeScans.checkCode.stepPlus')}</p>
      <form className="card form" onSubmit={handleSubmit} noValidate>
        <FormField
          id="check-link"
          label={t('safeScans.checkCode.stepPaste')}
          type="url"
          inputMode="url"
          placeholder={example}
          value={link}
          onChange={setLink}
          error={invalid ? t('safeScans.checkCode.invalid', { example }) : undefined}
        />
        <button type="submit" className="button button--primary" disabled={link.trim() === ''}>
          {t('safeScans.checkCode.submit')}
        </button>
      </form>
      <p className="muted">{t('safeScans.checkCode.report')}</p>
    </div>
  );
}
