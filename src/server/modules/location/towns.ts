import { type CityData, cities } from '#shared/data/cities.js'

/**
 * How a town's name is compared: without accents, case, or the spaces, hyphens and apostrophes people
 * write differently ("Kraków" and "krakow", "Den-Haag" and "den haag" are one town).
 */
export function townKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s\-'’.]+/g, ' ')
    .trim()
}

const regionKey = (country: string, region: string) => `${country}:${region}`

/** The shipped towns, by region and by name; built once, never changed. */
export class TownList {
  private readonly byRegion = new Map<string, string[]>()
  /** Per country, each town's key and the regions that have a town of that name. */
  private readonly regionsByName = new Map<string, Map<string, Set<string>>>()

  constructor(list: readonly CityData[]) {
    const largestFirst = [...list].sort((a, b) => b.population - a.population)
    for (const town of largestFirst) {
      const key = regionKey(town.country, town.region)
      this.byRegion.set(key, [...(this.byRegion.get(key) ?? []), town.name])
      const names = this.regionsByName.get(town.country) ?? new Map<string, Set<string>>()
      this.regionsByName.set(town.country, names)
      const regions = names.get(townKey(town.name)) ?? new Set<string>()
      names.set(townKey(town.name), regions.add(town.region))
    }
  }

  /** The region's known towns, largest first. */
  ofRegion(country: string, region: string): readonly string[] {
    return this.byRegion.get(regionKey(country, region)) ?? []
  }

  /**
   * False when the list knows the town in this country, but only in other regions. A town the list does
   * not know (it holds the largest ones) fits: villages are many and a member knows where they live.
   */
  fits(country: string, region: string, town: string): boolean {
    const regions = this.regionsByName.get(country)?.get(townKey(town))
    return !regions || regions.has(region)
  }
}

export const towns = new TownList(cities)
