import { printSizeOf, PRINT_DPI, type QrSymbolInfo } from '@liveqr/qr-render';
import { currentLanguage, useTranslation } from '@liveqr/web/i18n';

export interface PrintSizeNoteProps {
  symbol: Pick<QrSymbolInfo, 'minimumSize' | 'minimumSizeReason'>;
}

/**
 * The smallest print of the design and the distance it scans from, with why it cannot be smaller:
 * its modules, or a scanner the scan check found unable to read it smaller.
 */
export function PrintSizeNote({ symbol }: PrintSizeNoteProps) {
  const { t, i18n } = useTranslation('designer');
  const language = currentLanguage(i18n.language);
  const { widthMm, scanDistanceMm } = printSizeOf(symbol.minimumSize);
  const width = new Intl.NumberFormat(language, { style: 'unit', unit: 'millimeter', maximumFractionDigits: 0 }).format(
    Math.ceil(widthMm),
  );
  const distance =
    scanDistanceMm >= 1000
      ? new Intl.NumberFormat(language, { style: 'unit', unit: 'meter', maximumFractionDigits: 1 }).format(
          scanDistanceMm / 1000,
        )
      : new Intl.NumberFormat(language, { style: 'unit', unit: 'centimeter', maximumFractionDigits: 0 }).format(
          scanDistanceMm / 10,
        );
  return (
    <p className="field-hint">
      {t('printSize.summary', { width, pixels: symbol.minimumSize, dpi: PRINT_DPI, distance })}{' '}
      {t(`printSize.${symbol.minimumSizeReason}`)}
    </p>
  );
}
