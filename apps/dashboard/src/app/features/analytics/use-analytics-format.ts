import { useTranslation } from '@liveqr/web/i18n';
import { useMemo } from 'react';

export interface AnalyticsFormat {
  locale: string;
  number(value: number): string;
  /** `part` of `whole` as a percentage, 0 % when the whole is 0. */
  percent(part: number, whole: number): string;
  /** The country's name in the UI language from its ISO code; 'Unknown' for null. */
  country(code: string | null): string;
  /** A nullable facet value, 'Unknown' for null. */
  orUnknown(value: string | null): string;
  /** ua-parser's device type (mobile, tablet, ...) by its translated name; 'Unknown' for null. */
  deviceType(value: string | null): string;
  /** 'city, country' from the parts that are known; 'Unknown' when neither is. */
  location(city: string | null, country: string | null): string;
  /** A moment in the viewer's locale and (the browser's) time zone. */
  dateTime(iso: string): string;
  /** A YYYY-MM-DD calendar day. */
  day(day: string): string;
}

/** Numbers, names and dates of the Analytics screen, in the UI language. */
export function useAnalyticsFormat(): AnalyticsFormat {
  const { t, i18n } = useTranslation('dashboard');
  // The resolved language is one we ship; the raw one may be a browser tag Intl refuses (en-US@posix).
  const locale = i18n.resolvedLanguage ?? 'en';
  return useMemo(() => {
    const unknown = t('analytics.unknown');
    const numbers = new Intl.NumberFormat(locale);
    const percents = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
    const regions = new Intl.DisplayNames(locale, { type: 'region', fallback: 'code' });
    const moments = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    // A calendar day has no zone: read and print it in UTC so it never shifts by one.
    const days = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    const country = (code: string | null) => {
      if (!code) return unknown;
      try {
        return regions.of(code) ?? code;
      } catch {
        return code; // not a well-formed region code
      }
    };
    return {
      locale,
      number: (value) => numbers.format(value),
      percent: (part, whole) => percents.format(whole === 0 ? 0 : part / whole),
      country,
      orUnknown: (value) => value ?? unknown,
      deviceType: (value) => (value ? t(`analytics.devices.${value}`, { defaultValue: value }) : unknown),
      location: (city, countryCode) =>
        [city, countryCode && country(countryCode)].filter(Boolean).join(', ') || unknown,
      dateTime: (iso) => moments.format(new Date(iso)),
      day: (day) => days.format(new Date(`${day}T00:00:00Z`)),
    };
  }, [t, locale]);
}
