import { QR_TYPES, type QrTypeId } from '@liveqr/qr-content/types';
import { useTranslation } from '@liveqr/web/i18n';

export interface TypePickerProps {
  onPick(type: QrTypeId): void;
}

/** Step 1: the 16 types; choosing one moves straight to step 2. */
export function TypePicker({ onPick }: TypePickerProps) {
  const { t } = useTranslation('creator');
  return (
    <section aria-labelledby="type-picker-title">
      <h2 id="type-picker-title">{t('step1.title')}</h2>
      <ul className="type-grid">
        {QR_TYPES.map((type) => (
          <li key={type.id}>
            <button type="button" className="type-card" onClick={() => onPick(type.id)}>
              <span className="type-card__label">{t(`types.${type.id}.label`)}</span>
              <span className="type-card__description">{t(`types.${type.id}.description`)}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
