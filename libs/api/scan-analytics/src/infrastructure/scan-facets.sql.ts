/**
 * The analytics facets of one `qr_scans` row aliased `s`, as a lateral join yielding (facet, value)
 * pairs — the one definition behind the roll-up tables (written by the scan batch) and the raw rows
 * a range's partial first day is read from:
 * - visitor: 'human' or 'bot', for every scan;
 * - country (ISO code), city ('CC/City', only when known), os, device, browser: humans only;
 *   '' stands for unknown;
 * - route ('default', 'rule:N', 'variant:N': where the code's rules sent the scan): humans only.
 */
export const FACETS_OF_SCAN = `lateral (values
    ('visitor', case when s.is_bot then 'bot' else 'human' end),
    ('country', case when not s.is_bot then coalesce(s.country, '') end),
    ('city', case when not s.is_bot and s.city is not null then coalesce(s.country, '') || '/' || s.city end),
    ('os', case when not s.is_bot then coalesce(s.operating_system, '') end),
    ('device', case when not s.is_bot then s.device_type end),
    ('browser', case when not s.is_bot then coalesce(s.browser, '') end),
    ('route', case when not s.is_bot then s.route end)
  ) as f (facet, value)`;

/** Quarter hours: every time zone's midnight falls on one, so days in any zone are sums of slots. */
export const SLOT_OF_SCAN = `date_bin('15 minutes', s.scanned_at, timestamptz 'epoch')`;
