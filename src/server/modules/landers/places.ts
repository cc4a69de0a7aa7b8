import { type LanderMap, type LanderPlace, placeSlug } from '#shared/api/landers.js'
import { type CityData, cities } from '#shared/data/cities.js'
import { type RegionData, regions } from '#shared/data/regions.js'

/** A place a lander's slug may name: a town or a region of the visitor's country. */
export interface KnownPlace extends LanderPlace {
  /** The region whose members the lander shows first (a town's own region). */
  regionCode: string
}

interface CountryPlaces {
  bySlug: Map<string, KnownPlace>
  regions: RegionData[]
  towns: CityData[]
}

// Built once per country from the shared data: the lookups are pure and the data never changes.
const placesByCountry = new Map<string, CountryPlaces>()

function countryPlaces(country: string): CountryPlaces {
  const known = placesByCountry.get(country)
  if (known) return known
  const ownRegions = regions.filter((r) => r.country === country)
  const towns = cities.filter((c) => c.country === country)
  const bySlug = new Map<string, KnownPlace>()
  const regionSlug = new Map(ownRegions.map((r) => [r.code, placeSlug(r.name)]))
  // Towns first: "utrecht" is the town (in the province of the same name), as a visitor means it.
  for (const town of [...towns].sort((a, b) => b.population - a.population)) {
    const slug = placeSlug(town.name)
    const region = regionSlug.get(town.region) ?? ''
    if (!bySlug.has(slug))
      bySlug.set(slug, { name: town.name, kind: 'city', region, regionCode: town.region })
  }
  for (const region of ownRegions) {
    const slug = placeSlug(region.name)
    if (!bySlug.has(slug))
      bySlug.set(slug, { name: region.name, kind: 'region', region: slug, regionCode: region.code })
  }
  const places = { bySlug, regions: ownRegions, towns }
  placesByCountry.set(country, places)
  return places
}

/** The town or region of `country` a slug names, or null: unknown slugs keep the lander's own text. */
export function findPlace(country: string, slug: string | undefined): KnownPlace | null {
  if (!slug) return null
  return countryPlaces(country).bySlug.get(slug) ?? null
}

// Parts of a country far from the rest (islands, exclaves): listed with their members, not drawn, so
// that the drawing of the mainland stays large enough to read.
const offMap: Record<string, readonly string[]> = {
  US: ['AK', 'HI'],
  ES: ['CN', 'CE', 'ML'],
}

const drawingSize = 600
const padding = 16

type Geometry = Omit<LanderMap, 'regions'> & {
  regions: { code: string; slug: string; name: string; x: number | null; y: number | null }[]
}

const geometryByCountry = new Map<string, Geometry>()

/**
 * The country drawn from its towns' coordinates (an equirectangular projection corrected for latitude):
 * each town a dot sized by its population, each region labelled at its largest town.
 */
export function countryGeometry(country: string): Geometry {
  const known = geometryByCountry.get(country)
  if (known) return known
  const { regions: ownRegions, towns } = countryPlaces(country)
  const skipped = offMap[country] ?? []
  const drawn = towns.filter((town) => !skipped.includes(town.region))
  const lats = drawn.map((t) => t.lat)
  const lons = drawn.map((t) => t.lon)
  const [minLat, maxLat] = [Math.min(...lats), Math.max(...lats)]
  const [minLon, maxLon] = [Math.min(...lons), Math.max(...lons)]
  const stretch = Math.cos((((minLat + maxLat) / 2) * Math.PI) / 180)
  const spanX = Math.max((maxLon - minLon) * stretch, 0.01)
  const spanY = Math.max(maxLat - minLat, 0.01)
  const scale = (drawingSize - 2 * padding) / Math.max(spanX, spanY)
  const width = Math.round(spanX * scale + 2 * padding)
  const height = Math.round(spanY * scale + 2 * padding)
  const project = (town: CityData) => ({
    x: Math.round((town.lon - minLon) * stretch * scale + padding),
    y: Math.round((maxLat - town.lat) * scale + padding),
  })
  const largest = new Map<string, CityData>()
  for (const town of drawn) {
    const current = largest.get(town.region)
    if (!current || town.population > current.population) largest.set(town.region, town)
  }
  const geometry: Geometry = {
    width,
    height,
    towns: drawn.map((town) => ({ ...project(town), size: townSize(town.population) })),
    regions: ownRegions.map((region) => {
      const anchor = largest.get(region.code)
      const position = anchor ? project(anchor) : { x: null, y: null }
      return { code: region.code, slug: placeSlug(region.name), name: region.name, ...position }
    }),
  }
  geometryByCountry.set(country, geometry)
  return geometry
}

/** Dot radius: a village 2, a city of a million about 6. */
function townSize(population: number): number {
  return Math.round(Math.min(7, Math.max(2, Math.sqrt(population / 1000) / 5)) * 10) / 10
}
