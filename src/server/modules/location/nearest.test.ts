import { describe, expect, it } from 'vitest'
import { type CityData, cities } from '#shared/data/cities.js'
import { CityIndex, haversineKm } from './nearest.js'
import { geocodeRadiusKm } from './service.js'

const index = new CityIndex(cities)
const nearest = (lat: number, lon: number, accept?: (city: CityData) => boolean) =>
  index.nearest(lat, lon, geocodeRadiusKm, accept)

/** The same question answered by reading every town: what the grid must agree with. */
function scanAll(list: readonly CityData[], lat: number, lon: number, maxKm: number) {
  let best: { city: CityData; distanceKm: number } | null = null
  for (const city of list) {
    const distanceKm = haversineKm(lat, lon, city.lat, city.lon)
    if (distanceKm <= maxKm && (!best || distanceKm < best.distanceKm)) best = { city, distanceKm }
  }
  return best
}

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) % 2 ** 32
    return state / 2 ** 32
  }
}

const town = (name: string, lat: number, lon: number): CityData => ({
  country: 'NZ',
  region: 'WGN',
  name,
  lat,
  lon,
  population: 1000,
})

describe('haversine distance', () => {
  it('measures known distances', () => {
    // Amsterdam to Paris is about 430 km; one degree of latitude about 111 km.
    expect(haversineKm(52.374, 4.8897, 48.8566, 2.3522)).toBeCloseTo(430, -1)
    expect(haversineKm(10, 20, 11, 20)).toBeCloseTo(111.2, 1)
    expect(haversineKm(52, 5, 52, 5)).toBe(0)
  })
})

describe('the nearest town', () => {
  it('finds Amsterdam in North Holland for the centre of Amsterdam', () => {
    const found = nearest(52.3676, 4.9041)
    expect(found?.city).toMatchObject({ name: 'Amsterdam', country: 'NL', region: 'NH' })
    expect(found?.distanceKm).toBeLessThan(2)
  })

  it('finds München in Bavaria for Marienplatz', () => {
    expect(nearest(48.1372, 11.5756)?.city).toMatchObject({ name: 'München', country: 'DE', region: 'BY' })
  })

  it('finds nothing in the middle of the Atlantic', () => {
    expect(nearest(40, -40)).toBeNull()
  })

  it('finds nothing beyond the radius, even when a town is not much further', () => {
    // 0.6° of latitude is about 67 km, 0.7° about 78 km.
    const lonely = new CityIndex([town('Alone', 0, 0)])
    expect(lonely.nearest(0.6, 0, geocodeRadiusKm)?.city.name).toBe('Alone')
    expect(lonely.nearest(0.7, 0, geocodeRadiusKm)).toBeNull()
  })

  it('picks the nearer town on either side of a border', () => {
    // Between Kerkrade (NL) and Eupen (BE), a few kilometres either way decides the country.
    expect(nearest(50.85, 6.05)?.city).toMatchObject({ name: 'Kerkrade', country: 'NL' })
    expect(nearest(50.65, 6.04)?.city).toMatchObject({ name: 'Eupen', country: 'BE' })
    // Kehl, on the German bank of the Rhine, is nearest to Strasbourg.
    expect(nearest(48.5734, 7.815)?.city).toMatchObject({ name: 'Strasbourg', country: 'FR' })
  })

  it('looks only at the accepted countries', () => {
    const german = nearest(48.5734, 7.815, (city) => city.country === 'DE')
    expect(german?.city.country).toBe('DE')
    expect(german?.city).toEqual(
      scanAll(
        cities.filter((city) => city.country === 'DE'),
        48.5734,
        7.815,
        geocodeRadiusKm,
      )?.city,
    )
    expect(nearest(52.3676, 4.9041, (city) => city.country === 'US')).toBeNull()
  })

  it('agrees with reading every town, for random points across the served countries', () => {
    const next = random(20_240_601)
    let found = 0
    for (let i = 0; i < 3000; i++) {
      // Half the points near a town (within about 2°), half anywhere on the globe.
      const around = cities[Math.floor(next() * cities.length)] as CityData
      const lat = i % 2 ? around.lat + (next() - 0.5) * 4 : -80 + next() * 160
      const lon = i % 2 ? around.lon + (next() - 0.5) * 4 : -180 + next() * 360
      const radius = 20 + next() * 280
      const fromGrid = index.nearest(lat, lon, radius)
      expect(fromGrid?.city, `${lat},${lon} within ${radius} km`).toEqual(
        scanAll(cities, lat, lon, radius)?.city,
      )
      if (fromGrid) found++
    }
    expect(found).toBeGreaterThan(1000)
  })

  it('reaches across the 180th meridian', () => {
    const dateLine = new CityIndex([town('East', 0, 179.9), town('West', 0, -179.95)])
    expect(dateLine.nearest(0, -179.99, 50)?.city.name).toBe('West')
    expect(dateLine.nearest(0, 179.99, 50)?.city.name).toBe('West')
    expect(dateLine.nearest(0, 179.85, 50)?.city.name).toBe('East')
    expect(new CityIndex([town('East', 0, 179.9)]).nearest(0, -179.9, 50)?.city.name).toBe('East')
  })

  it('reaches across every longitude near a pole', () => {
    const polar = new CityIndex([town('Station', 89.9, 0), town('Edge', 90, 180)])
    expect(polar.nearest(89.9, 179, 30)?.city.name).toBe('Edge')
    expect(polar.nearest(89.8, 0, 15)?.city.name).toBe('Station')
  })
})
