import type { Database } from '#server/db/database.js'
import type { MemberCard } from '#shared/api/members.js'
import type { CurrentUser } from '../auth/current-user.js'
import { notBlockedWith } from '../blocks/queries.js'
import { cardContext, onlineWindowMs, presentCard } from '../members/cards.js'
import { visibleMembers, visibleMembersFor } from '../members/queries.js'
import type { Site } from '../sites/service.js'

interface MemberPick {
  country: string
  /** Members of this region first, then the rest of the country. */
  regionId?: number | null
  limit: number
  /** Left out (the member a landing is about). */
  exceptId?: number
}

/**
 * The members a lander shows: visible to the viewer, with a photo, from the visitor's country, the most
 * recently active first. One indexed query; a second only when a region has fewer than the lander needs.
 */
export async function landerMembers(
  db: Database,
  site: Site,
  viewer: CurrentUser | null,
  pick: MemberPick,
): Promise<MemberCard[]> {
  const base = () => {
    let query = visibleMembersFor(db, site.id, viewer?.id ?? null)
      .where('profiles.country', '=', pick.country)
      .where('profiles.has_photo', '=', 1)
    if (pick.exceptId !== undefined) query = query.where('profiles.user_id', '!=', pick.exceptId)
    return query.orderBy('profiles.last_active_at', 'desc')
  }
  const rows = pick.regionId
    ? await base().where('profiles.region_id', '=', pick.regionId).limit(pick.limit).execute()
    : []
  if (rows.length < pick.limit) {
    const taken = rows.map((row) => row.user_id)
    let rest = base()
    if (taken.length > 0) rest = rest.where('profiles.user_id', 'not in', taken)
    rows.push(...(await rest.limit(pick.limit - rows.length).execute()))
  }
  const context = cardContext(site, viewer)
  return rows.map((row) => presentCard(row, context))
}

/** The member a landing is about, if the viewer may see them (a member may look at their own). */
export async function landingMember(
  db: Database,
  site: Site,
  viewer: CurrentUser | null,
  memberId: number,
): Promise<MemberCard | null> {
  let query = visibleMembers(db, site.id).where('profiles.user_id', '=', memberId)
  if (viewer && viewer.id !== memberId) query = query.where(notBlockedWith(viewer.id))
  const row = await query.executeTakeFirst()
  return row ? presentCard(row, cardContext(site, viewer)) : null
}

/**
 * Members per region of a country, for the map. Counted on the profiles alone (searchable already leaves
 * out hidden, unconfirmed and deleted accounts) so that the region index answers it without reading rows.
 */
export async function membersPerRegion(
  db: Database,
  siteId: number,
  country: string,
): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('profiles')
    .select(['region_id', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('site_id', '=', siteId)
    .where('searchable', '=', 1)
    .where('country', '=', country)
    .groupBy('region_id')
    .execute()
  const counts = new Map<number, number>()
  for (const row of rows) if (row.region_id !== null) counts.set(row.region_id, Number(row.count))
  return counts
}

/** Members of a country active in the last minutes (the cards' "online"), through the activity index. */
export async function onlineMembers(
  db: Database,
  siteId: number,
  country: string,
  now = Date.now(),
): Promise<number> {
  const row = await db
    .selectFrom('profiles')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('site_id', '=', siteId)
    .where('searchable', '=', 1)
    .where('last_active_at', '>', now - onlineWindowMs)
    .where('country', '=', country)
    .executeTakeFirstOrThrow()
  return Number(row.count)
}
