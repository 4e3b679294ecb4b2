import type { AnalyticsRange } from '@liveqr/shared/contracts';
import { useCallback } from 'react';
import { analyticsApi } from '../../api/analytics-api';
import { useResource } from '../../ui/use-resource';

/** The Select QR Code options. */
export function useAnalysedQrCodes() {
  return useResource(analyticsApi.qrCodes);
}

/**
 * Figures of one code over the range (`analyticsApi.summary` or `.scansPerDay`), fetched again
 * when the code or the range changes. `fetchFigures` must be stable, like those two.
 */
export function useCodeFigures<T>(
  fetchFigures: (qrCodeId: string, range: AnalyticsRange) => Promise<T>,
  qrCodeId: string,
  range: AnalyticsRange,
) {
  const load = useCallback(() => fetchFigures(qrCodeId, range), [fetchFigures, qrCodeId, range]);
  return useResource(load);
}
