import { BrandKits } from '@liveqr/web/designer';
import { useTranslation } from '@liveqr/web/i18n';
import { Link } from 'react-router';

/** My Account's brand kits: the creator's component, to rename, delete and pick the default for new codes. */
export function BrandKitsSection() {
  const { t } = useTranslation('designer');
  return (
    <div className="card" id="brand-kits">
      <BrandKits
        headingLevel={2}
        emptyHint={
          <p>
            {t('brandKits.emptyAccount')} <Link to="/create-qr">{t('brandKits.openCreator')}</Link>
          </p>
        }
      />
    </div>
  );
}
