/**
 * A code's rules (expiry, scan limit, password, smart routing, split testing) as the API accepts
 * and returns them, and as the scan path evaluates them. Validated by @liveqr/qr-content.
 */

/** The operating systems a routing rule can ask for; 'other' is every system not listed. */
export const ROUTING_OPERATING_SYSTEMS = ['ios', 'android', 'windows', 'macos', 'linux', 'other'] as const;
export type RoutingOperatingSystem = (typeof ROUTING_OPERATING_SYSTEMS)[number];

/** The device types a routing rule can ask for; 'other' is TVs, consoles, wearables and the like. */
export const ROUTING_DEVICES = ['mobile', 'tablet', 'desktop', 'other'] as const;
export type RoutingDevice = (typeof ROUTING_DEVICES)[number];

/**
 * When a rule applies: every condition given must hold (lists: any of their values). A schedule is
 * `days` (0 = Sunday … 6 = Saturday) and/or a window `from`–`to` in `timeZone` (UTC when left out):
 * 'HH:MM' for hours every day (`from` after `to` is an overnight window), or 'YYYY-MM-DDTHH:MM' on
 * both for a date range.
 */
export interface RoutingCondition {
  os?: RoutingOperatingSystem[];
  device?: RoutingDevice[];
  /** ISO 3166-1 alpha-2, upper case. */
  country?: string[];
  /** BCP 47 primary language subtags, lower case: matched against the visitor's preferred language. */
  language?: string[];
  days?: number[];
  from?: string;
  to?: string;
  /** IANA time zone of the schedule. */
  timeZone?: string;
}

export interface RoutingRule {
  when: RoutingCondition;
  url: string;
}

/** One destination of a split test; a visitor keeps their variant for a day. */
export interface SplitVariant {
  url: string;
  weight: number;
}

/** After `at` or `scanLimit` counted scans (bots excluded): the fallback URL, else an "expired" page (410). */
export interface ExpiryRule {
  /** ISO date-time. */
  at?: string;
  scanLimit?: number;
  fallbackUrl?: string;
}

/** Why a scan went where it went, stored with the scan for analytics: 'rule:1' is the first rule, 'variant:2' the second split variant. */
export type ScanRoute = 'default' | `rule:${number}` | `variant:${number}`;
