import type { Database } from '#server/db/database.js'
import { type Lander, type LanderDesign, type LanderMap, landerMemberCounts } from '#shared/api/landers.js'
import type { CurrentUser } from '../auth/current-user.js'
import type { Region, Site } from '../sites/service.js'
import { countryGeometry, findPlace } from './places.js'
import { landerMembers, membersPerRegion, onlineMembers } from './queries.js'

export interface LanderRequest {
  site: Site
  viewer: CurrentUser | null
  country: string
  design: LanderDesign
  slug: string | undefined
  /** The country's regions as the database knows them (their ids). */
  regions: Region[]
}

/** Everything one lander shows, read in as few queries as the design needs. */
export async function buildLander(db: Database, input: LanderRequest): Promise<Lander> {
  const { site, viewer, country, design } = input
  const place = findPlace(country, input.slug)
  const regionId = place ? input.regions.find((r) => r.code === place.regionCode)?.id : undefined
  const [members, onlineCount, map] = await Promise.all([
    landerMembers(db, site, viewer, { country, regionId, limit: landerMemberCounts[design] }),
    design === 'alonetonight' ? onlineMembers(db, site.id, country) : null,
    design === 'maplanding' ? landerMap(db, site.id, country, input.regions) : null,
  ])
  return {
    design,
    country,
    place: place ? { name: place.name, kind: place.kind, region: place.region } : null,
    members,
    online_count: onlineCount,
    map,
  }
}

async function landerMap(
  db: Database,
  siteId: number,
  country: string,
  regions: Region[],
): Promise<LanderMap> {
  const geometry = countryGeometry(country)
  const counts = await membersPerRegion(db, siteId, country)
  const idByCode = new Map(regions.map((r) => [r.code, r.id]))
  const withCounts = geometry.regions.map(({ code, ...region }) => {
    const id = idByCode.get(code)
    return { ...region, count: id === undefined ? 0 : (counts.get(id) ?? 0) }
  })
  withCounts.sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
  return { width: geometry.width, height: geometry.height, towns: geometry.towns, regions: withCounts }
}
