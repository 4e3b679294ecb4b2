import { useTranslation } from '@liveqr/web/i18n';
import { Link } from 'react-router';

export interface NoScansYetProps {
  /** How the range gets scans: print or share the code (one) or the codes (the overview). */
  help: string;
}

/** A range without scans says so once, in place of every empty chart, and how scans come in. */
export function NoScansYet({ help }: NoScansYetProps) {
  const { t } = useTranslation('dashboard');
  return (
    <div className="analytics-message analytics-message--empty">
      <p className="analytics-message__title">{t('analytics.noScans')}</p>
      <p>{help}</p>
      <Link className="button" to="/dashboard">
        {t('analytics.toCodes')}
      </Link>
    </div>
  );
}
