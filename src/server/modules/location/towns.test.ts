import { describe, expect, it } from 'vitest'
import { TownList, townKey } from './towns.js'

const list = new TownList([
  { country: 'PL', region: 'MA', name: 'Kraków', lat: 50.06, lon: 19.94, population: 800_000 },
  { country: 'PL', region: 'MZ', name: 'Warszawa', lat: 52.23, lon: 21.01, population: 1_800_000 },
  { country: 'PL', region: 'MZ', name: 'Radom', lat: 51.4, lon: 21.15, population: 200_000 },
  { country: 'US', region: 'IL', name: 'Springfield', lat: 39.8, lon: -89.65, population: 114_000 },
  { country: 'US', region: 'MO', name: 'Springfield', lat: 37.2, lon: -93.3, population: 169_000 },
])

describe('the shipped towns', () => {
  it('compares names without accents, case or the way words are joined', () => {
    expect(townKey(' Kraków ')).toBe('krakow')
    expect(townKey('Den-Haag')).toBe(townKey('den  haag'))
    expect(townKey('’s-Hertogenbosch')).toBe(townKey("'s Hertogenbosch"))
  })

  it("lists a region's towns, largest first", () => {
    expect(list.ofRegion('PL', 'MZ')).toEqual(['Warszawa', 'Radom'])
    expect(list.ofRegion('PL', 'XX')).toEqual([])
  })

  it('refuses a town the list places only in other regions of the country', () => {
    expect(list.fits('PL', 'MA', 'krakow')).toBe(true)
    expect(list.fits('PL', 'MZ', 'Kraków')).toBe(false)
  })

  it('lets a town of one name in several regions fit each of them', () => {
    expect(list.fits('US', 'IL', 'Springfield')).toBe(true)
    expect(list.fits('US', 'MO', 'Springfield')).toBe(true)
  })

  it('lets an unknown town fit, and a known town of another country', () => {
    expect(list.fits('PL', 'MZ', 'Pruszków')).toBe(true)
    expect(list.fits('US', 'IL', 'Kraków')).toBe(true)
  })
})
