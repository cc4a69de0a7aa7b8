import geoip from 'geoip-lite'

export interface GeoLookup {
  /** Two-letter country of an IP address, or null when unknown. */
  country(ip: string): string | null
}

/** geoip-lite's bundled database; `fallback` answers for addresses it does not know (loopback, LAN). */
export function createGeoLookup(fallback?: string): GeoLookup {
  return {
    country(ip) {
      const address = ip.startsWith('::ffff:') ? ip.slice(7) : ip
      return geoip.lookup(address)?.country || fallback || null
    },
  }
}
