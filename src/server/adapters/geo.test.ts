import { describe, expect, it } from 'vitest'
import { createGeoLookup } from './geo.js'

describe('the country of an address (DB-IP Lite)', () => {
  const geo = createGeoLookup()
  const withFallback = createGeoLookup('NL')

  it('places well-known public addresses in their countries', () => {
    expect(geo.country('8.8.8.8')).toBe('US') // Google's public DNS
    expect(geo.country('145.1.1.1')).toBe('NL') // the Dutch visitor of the settings tests
    expect(geo.country('80.156.0.1')).toBe('DE') // Deutsche Telekom
    expect(geo.country('81.2.69.160')).toBe('GB')
  })

  it('places IPv6 addresses', () => {
    expect(geo.country('2003::1')).toBe('DE') // Deutsche Telekom's IPv6 block
    expect(geo.country('2a00:1450:4001::1')).toBe('DE')
  })

  it('reads an IPv4-mapped IPv6 address as the IPv4 address it carries', () => {
    expect(geo.country('::ffff:8.8.8.8')).toBe('US')
    expect(geo.country('::ffff:80.156.0.1')).toBe('DE')
  })

  it('answers the fallback country for loopback and private networks, else nothing', () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '192.168.1.10', '10.0.0.1']) {
      expect(geo.country(address)).toBeNull()
      expect(withFallback.country(address)).toBe('NL')
    }
  })

  it('answers the fallback for what is not an address, without throwing', () => {
    // '8.8.8' would otherwise be read as 8.8.8.0 and placed in the US.
    for (const garbage of ['8.8.8', 'not an address', '', '::ffff:', '999.1.1.1', '<script>']) {
      expect(geo.country(garbage)).toBeNull()
      expect(withFallback.country(garbage)).toBe('NL')
    }
  })
})
