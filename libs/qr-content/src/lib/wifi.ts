import type { WifiContent } from './content';

/** Characters the WIFI: scheme (ZXing's de-facto spec) requires backslash-escaped. */
const SPECIAL = /[\\;,:"]/g;

/**
 * `WIFI:T:{enc};S:{ssid};P:{password};;`. Open networks use the reader convention
 * `WIFI:T:nopass;S:{ssid};;` with no P field, which Android and iOS cameras both join.
 */
export function buildWifiPayload({ ssid, password, encryption }: WifiContent): string {
  const fields = [`T:${encryption}`, `S:${escapeWifi(ssid)}`];
  if (encryption !== 'nopass') fields.push(`P:${escapeWifi(password)}`);
  return `WIFI:${fields.join(';')};;`;
}

export function escapeWifi(value: string): string {
  return value.replace(SPECIAL, (character) => `\\${character}`);
}
