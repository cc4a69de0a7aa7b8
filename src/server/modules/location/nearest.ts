import type { CityData } from '#shared/data/cities.js'

const earthRadiusKm = 6371.0088
const kmPerDegree = (Math.PI * earthRadiusKm) / 180
const toRadians = Math.PI / 180

/** Great-circle distance in kilometres between two WGS84 points. */
export function haversineKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = (lat2 - lat1) * toRadians
  const dLon = (lon2 - lon1) * toRadians
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(lat1 * toRadians) * Math.cos(lat2 * toRadians) * Math.sin(dLon / 2) ** 2
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(a)))
}

export interface NearestCity {
  city: CityData
  distanceKm: number
}

/** Cells are whole degrees: latitude band -90..89, longitude -180..179 (180 wraps to -180). */
function latCell(lat: number): number {
  return Math.min(89, Math.max(-90, Math.floor(lat)))
}

function lonCell(lon: number): number {
  return ((((Math.floor(lon) + 180) % 360) + 360) % 360) - 180
}

function cellKey(latIndex: number, lonIndex: number): number {
  return (latIndex + 90) * 360 + (lonIndex + 180)
}

/**
 * The towns on a grid of 1° cells, so that a lookup reads only the few cells within reach of the point
 * instead of every town. Built once; lookups never change it.
 */
export class CityIndex {
  private readonly cells = new Map<number, CityData[]>()

  constructor(cities: readonly CityData[]) {
    for (const city of cities) {
      const key = cellKey(latCell(city.lat), lonCell(city.lon))
      const cell = this.cells.get(key)
      if (cell) cell.push(city)
      else this.cells.set(key, [city])
    }
  }

  /** The nearest accepted town within maxKm of the point, or null. */
  nearest(
    lat: number,
    lon: number,
    maxKm: number,
    accept: (city: CityData) => boolean = () => true,
  ): NearestCity | null {
    let best: NearestCity | null = null
    for (const key of this.cellsWithin(lat, lon, maxKm)) {
      for (const city of this.cells.get(key) ?? []) {
        if (!accept(city)) continue
        const distanceKm = haversineKm(lat, lon, city.lat, city.lon)
        if (distanceKm > maxKm || (best && distanceKm >= best.distanceKm)) continue
        best = { city, distanceKm }
      }
    }
    return best
  }

  /** Every cell that may hold a point within maxKm: a box in degrees, wider in longitude towards the poles. */
  private *cellsWithin(lat: number, lon: number, maxKm: number): Generator<number> {
    const spanLat = maxKm / kmPerDegree
    const fromLat = latCell(lat - spanLat)
    const toLat = latCell(lat + spanLat)
    // The band's widest degree of longitude is at its edge nearest a pole.
    const polewardLat = Math.min(90, Math.max(Math.abs(lat - spanLat), Math.abs(lat + spanLat)))
    const cosine = Math.cos(polewardLat * toRadians)
    const spanLon = cosine > 1e-9 ? maxKm / (kmPerDegree * cosine) : 360
    const fromLon = Math.floor(lon - spanLon)
    const toLon = Math.floor(lon + spanLon)
    const allLongitudes = toLon - fromLon + 1 >= 360
    for (let latIndex = fromLat; latIndex <= toLat; latIndex++) {
      if (allLongitudes) {
        for (let lonIndex = -180; lonIndex < 180; lonIndex++) yield cellKey(latIndex, lonIndex)
        continue
      }
      for (let raw = fromLon; raw <= toLon; raw++) yield cellKey(latIndex, lonCell(raw))
    }
  }
}
