import type { Database } from '#server/db/database.js'
import type { GeocodeResult } from '#shared/api/location.js'
import { cities } from '#shared/data/cities.js'
import { CityIndex } from './nearest.js'
import { listAllRegions } from './queries.js'
import { towns } from './towns.js'

/**
 * Beyond this distance the nearest known town would mislead more than help: the member fills in their
 * town by hand. The list holds every region's largest towns, so populated places are nearly all within it.
 */
export const geocodeRadiusKm = 75

/** Built once per process, when the server starts. */
const cityIndex = new CityIndex(cities)

interface RegionRef {
  id: number
  name: string
}

interface RegionRows {
  byCode: Map<string, RegionRef>
  byId: Map<number, { country: string; code: string }>
}

/** Reverse geocoding without any outside service: the nearest town of the shipped list, with its region. */
export class LocationService {
  // Reference data does not change while the process runs.
  private regions?: Promise<RegionRows>

  constructor(private readonly db: Database) {}

  /** The nearest town in one of the given countries, or false when none lies within the radius. */
  async reverse(lat: number, lon: number, countries: readonly string[]): Promise<GeocodeResult | false> {
    const found = cityIndex.nearest(lat, lon, geocodeRadiusKm, (city) => countries.includes(city.country))
    if (!found) return false
    const { city } = found
    const region = (await this.regionRows()).byCode.get(`${city.country}:${city.region}`)
    return {
      city: city.name,
      country: city.country,
      region_id: region?.id ?? null,
      region: region?.name ?? null,
    }
  }

  /** The known towns of a region, largest first; null when there is no such region. */
  async townsOfRegion(regionId: number): Promise<readonly string[] | null> {
    const region = (await this.regionRows()).byId.get(regionId)
    return region ? towns.ofRegion(region.country, region.code) : null
  }

  private regionRows(): Promise<RegionRows> {
    if (!this.regions) {
      const loading = this.loadRegions()
      // A failed load is tried again by the next request instead of failing every one after it.
      loading.catch(() => {
        if (this.regions === loading) this.regions = undefined
      })
      this.regions = loading
    }
    return this.regions
  }

  private async loadRegions(): Promise<RegionRows> {
    const rows = await listAllRegions(this.db)
    return {
      byCode: new Map(rows.map((row) => [`${row.country}:${row.code}`, { id: row.id, name: row.name }])),
      byId: new Map(rows.map((row) => [row.id, { country: row.country, code: row.code }])),
    }
  }
}
