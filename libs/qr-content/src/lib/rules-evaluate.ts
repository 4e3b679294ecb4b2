import type {
  RoutingCondition,
  RoutingDevice,
  RoutingOperatingSystem,
  ScanDestination,
  ScanRoute,
  ScanRules,
} from '@liveqr/shared/contracts';

/**
 * A code's rules evaluated for one scan: a pure function of the rules (checked by `./rules`), the
 * scan's own facts and the clock, with no I/O. The password and the scan limit (counted in the
 * database) are the scan path's part, between the expiry date and the destination chosen here.
 */

/** What a scan tells about its visitor, from the request alone. */
export interface RuleVisit {
  os: RoutingOperatingSystem;
  device: RoutingDevice;
  /** ISO 3166-1 alpha-2, or null when the address has no known location. */
  country: string | null;
  /** The most preferred primary language tag of Accept-Language, or null. */
  language: string | null;
  /** A stable key of the visitor (the keyed hash of their address): split variants stick to it. */
  visitor: string;
}

/**
 * 'expired': the expiry date has come (the fallback, else the expired page). Else where a scan
 * goes that gets through the password and the scan limit: 'routed' to a rule's or a split
 * variant's destination, or the code's own destination ('default').
 */
export type RuleVerdict =
  { kind: 'expired' } | { kind: 'default' } | { kind: 'routed'; destination: ScanDestination; route: ScanRoute };

/** Answered without a new object: most scans of a code with rules end in one of these. */
const EXPIRED: RuleVerdict = Object.freeze({ kind: 'expired' });
const DEFAULT: RuleVerdict = Object.freeze({ kind: 'default' });

/**
 * The expiry date, then the first routing rule that matches, else a split variant, else the
 * default destination. `clock` is the scan's instant: the expiry, the rules' schedules and the
 * split's day are read from it.
 */
export function evaluate(rules: ScanRules, visit: RuleVisit, clock: Date): RuleVerdict {
  if (rules.expiresAt !== null && Date.parse(rules.expiresAt) <= clock.getTime()) return EXPIRED;
  const index = rules.routes.findIndex(({ when }) => matches(when, visit, clock));
  if (index >= 0) return { kind: 'routed', destination: rules.routes[index].destination, route: `rule:${index + 1}` };
  const variant = pickVariant(rules.split, visit, clock);
  if (variant >= 0) {
    return { kind: 'routed', destination: rules.split[variant].destination, route: `variant:${variant + 1}` };
  }
  return DEFAULT;
}

/** What leads a scan to one of a code's destinations, for the preview to say in words. */
export type RouteCause =
  | { kind: 'rule'; when: RoutingCondition }
  | { kind: 'split'; share: number }
  | { kind: 'otherwise' }
  | { kind: 'expired'; expiresAt: string | null; scanLimit: number | null };

export interface PossibleRoute {
  cause: RouteCause;
  destination: ScanDestination;
}

/**
 * Every destination a scan can reach, in the order `evaluate` tries them, then the fallback of
 * an expired code. The default destination is left out when a split takes every other scan.
 */
export function possibleRoutes(rules: ScanRules, byDefault: ScanDestination): PossibleRoute[] {
  const total = rules.split.reduce((sum, { weight }) => sum + weight, 0);
  return [
    ...rules.routes.map(({ when, destination }) => ({ cause: { kind: 'rule' as const, when }, destination })),
    ...rules.split
      .filter(({ weight }) => weight > 0)
      .map(({ weight, destination }) => ({ cause: { kind: 'split' as const, share: weight / total }, destination })),
    ...(total === 0 ? [{ cause: { kind: 'otherwise' as const }, destination: byDefault }] : []),
    ...(rules.fallback
      ? [
          {
            cause: { kind: 'expired' as const, expiresAt: rules.expiresAt, scanLimit: rules.scanLimit },
            destination: rules.fallback,
          },
        ]
      : []),
  ];
}

/** ua-parser's OS names, as routing rules name them. */
export function routingOs(operatingSystem: string | null): RoutingOperatingSystem {
  switch (operatingSystem) {
    case 'iOS':
    case 'iPadOS':
      return 'ios';
    case 'Android':
      return 'android';
    case 'Windows':
      return 'windows';
    case 'macOS':
    case 'Mac OS':
      return 'macos';
    default:
      return operatingSystem !== null && LINUX_FAMILY.has(operatingSystem) ? 'linux' : 'other';
  }
}

/** ua-parser's device types (no type: a desktop), as routing rules name them. */
export function routingDevice(deviceType: string): RoutingDevice {
  return deviceType === 'mobile' || deviceType === 'tablet' || deviceType === 'desktop' ? deviceType : 'other';
}

const LINUX_FAMILY = new Set([
  'Linux',
  'Ubuntu',
  'Debian',
  'Fedora',
  'Arch',
  'Mint',
  'CentOS',
  'Gentoo',
  'Red Hat',
  'RedHat',
  'SUSE',
  'openSUSE',
  'Kubuntu',
  'Xubuntu',
  'Manjaro',
  'Slackware',
]);

interface WallClock {
  /** 0 = Sunday. */
  day: number;
  /** 'HH:MM'. */
  time: string;
  /** 'YYYY-MM-DDTHH:MM'. */
  dateTime: string;
}

function matches(when: RoutingCondition, visit: RuleVisit, at: Date): boolean {
  if (when.os && !when.os.includes(visit.os)) return false;
  if (when.device && !when.device.includes(visit.device)) return false;
  if (when.country && (visit.country === null || !when.country.includes(visit.country))) return false;
  if (when.language && (visit.language === null || !when.language.includes(visit.language))) return false;
  if (when.days === undefined && when.from === undefined) return true;
  const clock = wallClock(at, when.timeZone ?? 'UTC');
  if (when.days && !when.days.includes(openingDay(when, clock))) return false;
  if (when.from !== undefined && when.to !== undefined) return inWindow(when.from, when.to, clock);
  return true;
}

/**
 * The day whose window the clock is in: the days of an overnight window (Friday 22:00 to 02:00)
 * name the day it opens, so Saturday 01:00 is still Friday's.
 */
function openingDay({ from, to }: RoutingCondition, clock: WallClock): number {
  const overnight = from !== undefined && to !== undefined && from.length <= 5 && from > to;
  return overnight && clock.time < (to as string) ? (clock.day + 6) % 7 : clock.day;
}

/** 'HH:MM' windows repeat daily (`from` after `to`: overnight); date-time windows are one range. `to` is exclusive. */
function inWindow(from: string, to: string, clock: WallClock): boolean {
  if (from.length > 5) return from <= clock.dateTime && clock.dateTime < to;
  return from < to ? from <= clock.time && clock.time < to : clock.time >= from || clock.time < to;
}

/**
 * The same variant for the same visitor all day (UTC): a hash of the visitor and the day picks a
 * point on the weights. -1 without a split.
 */
function pickVariant(split: ScanRules['split'], visit: RuleVisit, at: Date): number {
  const total = split.reduce((sum, { weight }) => sum + weight, 0);
  if (total === 0) return -1;
  let point = fnv1a(`${visit.visitor}/${at.toISOString().slice(0, 10)}`) % total;
  for (let index = 0; index < split.length; index++) {
    point -= split[index].weight;
    if (point < 0) return index;
  }
  return split.length - 1;
}

/** 32-bit FNV-1a: spreads well and costs nothing; the visitor key is already a keyed hash. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
/** Building a formatter is the expensive part: one per time zone, kept. */
const formatters = new Map<string, Intl.DateTimeFormat>();
/**
 * Each zone's wall clock of the last minute asked: it changes once a minute (every zone's offset
 * has been whole minutes since 1972), and reading it from a formatter cost about 3 µs, paid per
 * time zone and scan.
 */
const lastClocks = new Map<string, { minute: number; clock: WallClock }>();

function wallClock(at: Date, timeZone: string): WallClock {
  const minute = Math.floor(at.getTime() / 60_000);
  const last = lastClocks.get(timeZone);
  if (last?.minute === minute) return last.clock;
  const clock = readWallClock(at, timeZone);
  lastClocks.set(timeZone, { minute, clock });
  return clock;
}

function readWallClock(at: Date, timeZone: string): WallClock {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      weekday: 'short',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  const parts: Record<string, string> = {};
  for (const { type, value } of format.formatToParts(at)) parts[type] = value;
  const time = `${parts['hour']}:${parts['minute']}`;
  return {
    day: WEEKDAYS.indexOf(parts['weekday'] ?? ''),
    time,
    dateTime: `${parts['year']}-${parts['month']}-${parts['day']}T${time}`,
  };
}
