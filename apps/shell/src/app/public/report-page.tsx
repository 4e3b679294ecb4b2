import { api, ApiError, apiErrorText } from '@liveqr/web/api-client';
import { REPORT_LIMITS, REPORT_REASONS, type ReportReason } from '@liveqr/shared/contracts';
import { useTranslation } from '@liveqr/web/i18n';
import { type FormEvent, useState } from 'react';
import { useParams } from 'react-router';
import { usePageMeta } from './use-page-meta';

/**
 * "Report this code": /report/{id} from a code's white-label page (which its id addresses), and
 * /report/s/{slug} from the scan pages (preview, interstitial, warnings), which never show the id.
 */
export function ReportPage() {
  const { t } = useTranslation('public');
  usePageMeta('report');
  const { id, slug } = useParams();
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [contact, setContact] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!reason) return;
    setBusy(true);
    setFailure(null);
    try {
      const body = { reason, details, ...(contact.trim() ? { contact } : {}) };
      await (slug === undefined
        ? api.POST('/api/public/qr-codes/{id}/reports', { params: { path: { id: id ?? '' } }, body })
        : api.POST('/api/public/qr-codes/s/{slug}/reports', { params: { path: { slug } }, body }));
      return setSent(true);
    } catch (error) {
      setFailure(failureText(error));
    }
    setBusy(false);
  };

  const failureText = (error: unknown): string => {
    if (error instanceof ApiError && error.status === 429) return t('safeScans.reportPage.tooMany');
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      return t('safeScans.reportPage.notFound');
    }
    return t('safeScans.reportPage.failed', {
      message: apiErrorText(t, error, error instanceof Error ? error.message : ''),
    });
  };

  return (
    <div className="page page--narrow">
      <h1>{t('safeScans.reportPage.title')}</h1>
      {sent ? (
        <p className="card" role="status">
          {t('safeScans.reportPage.thanks')}
        </p>
      ) : (
        <form
          className="card form"
          aria-labelledby="report-reason-legend"
          onSubmit={(event) => void handleSubmit(event)}
        >
          <p className="muted">{t('safeScans.reportPage.intro')}</p>
          {failure ? (
            <p className="form__failure" role="alert">
              {failure}
            </p>
          ) : null}
          <fieldset className="field">
            <legend id="report-reason-legend">{t('safeScans.reportPage.reason')}</legend>
            {REPORT_REASONS.map((option) => (
              <label key={option} className="checkbox">
                <input
                  type="radio"
                  name="reason"
                  value={option}
                  required
                  checked={reason === option}
                  onChange={() => setReason(option)}
                />
                <span>{t(`safeScans.reportPage.reasons.${option}`)}</span>
              </label>
            ))}
          </fieldset>
          <div className="field">
            <label htmlFor="report-details">{t('safeScans.reportPage.details')}</label>
            <textarea
              id="report-details"
              rows={4}
              maxLength={REPORT_LIMITS.details}
              value={details}
              onChange={(event) => setDetails(event.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor="report-contact">{t('safeScans.reportPage.contact')}</label>
            <input
              id="report-contact"
              type="email"
              autoComplete="email"
              maxLength={REPORT_LIMITS.contact}
              value={contact}
              onChange={(event) => setContact(event.target.value)}
            />
          </div>
          <button type="submit" className="button button--primary" disabled={busy || !reason}>
            {busy ? t('safeScans.reportPage.submitting') : t('safeScans.reportPage.submit')}
          </button>
        </form>
      )}
    </div>
  );
}
