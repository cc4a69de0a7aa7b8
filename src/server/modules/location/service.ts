import type { Database } from '#server/db/database.js'
import type { GeocodeResult } from '#shared/api/location.js'
import { cities } from '#shared/data/cities.js'
import { CityIndex } from './nearest.js'
import { listAllRegions } from './queries.js'

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

/** Reverse geocoding without any outside service: the nearest town of the shipped list, with its region. */
export class LocationService {
  // Reference data does not change while the process runs.
  private regions?: Promise<Map<string, RegionRef>>

  constructor(private readonly db: Database) {}

  /** The nearest town in one of the given countries, or false when none lies within the radius. */
  async reverse(lat: number, lon: number, countries: readonly string[]): Promise<GeocodeResult | false> {
    const found = cityIndex.nearest(lat, lon, geocodeRadiusKm, (city) => countries.includes(city.country))
    if (!found) return false
    const { city } = found
    const region = (await this.regionsByCode()).get(`${city.country}:${city.region}`)
    return {
      city: city.name,
      country: city.country,
      region_id: region?.id ?? null,
      region: region?.name ?? null,
    }
  }

  private regionsByCode(): Promise<Map<string, RegionRef>> {
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

  private async loadRegions(): Promise<Map<string, RegionRef>> {
    const rows = await listAllRegions(this.db)
    return new Map(rows.map((row) => [`${row.country}:${row.code}`, { id: row.id, name: row.name }]))
  }
}
