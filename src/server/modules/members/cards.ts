import type { MemberCard } from '../../../shared/api/members.js'
import type { Database } from '../../db/database.js'
import type { CurrentUser } from '../auth/current-user.js'
import { notBlockedWith } from '../blocks/queries.js'
import { blurredName } from '../photos/blur.js'
import { maySeePrivatePhoto } from '../photos/routes.js'
import type { Site } from '../sites/service.js'
import { ageOnDate, localDate } from './ages.js'

export const onlineWindowMs = 10 * 60_000

/** Profiles with their account and active main photo, selecting what a card shows. */
export function profilesWithMainPhoto(db: Database) {
  return db
    .selectFrom('profiles')
    .innerJoin('users', 'users.id', 'profiles.user_id')
    .leftJoin('photos', (join) =>
      join.onRef('photos.id', '=', 'profiles.main_photo_id').on('photos.status', '=', 'active'),
    )
    .select([
      'profiles.user_id',
      'profiles.name',
      'profiles.birth_date',
      'profiles.city',
      'profiles.country',
      'profiles.last_active_at',
      'users.is_fictional',
      'photos.filename',
      'photos.thumb_filename',
      'photos.is_private',
    ])
}

/** Visible members of a site with their main photo: the base of every member list. */
export function visibleMembers(db: Database, siteId: number) {
  return profilesWithMainPhoto(db)
    .where('profiles.site_id', '=', siteId)
    .where('profiles.searchable', '=', 1)
    .where('profiles.status', '=', 'active')
    .where('users.status', '=', 'active')
}

/**
 * Ids of the visible members a viewer may meet (not the viewer, no block either way), for ranking and
 * counting. Read from the profile indexes alone: `profiles.searchable` is cleared for every account that is
 * not active, and the members finally shown are checked against their account once more (cardsInOrder).
 */
export function visibleIdsFor(db: Database, siteId: number, viewer: ListViewer | null) {
  const query = db
    .selectFrom('profiles')
    .select('profiles.user_id')
    .where('profiles.site_id', '=', siteId)
    .where('profiles.searchable', '=', 1)
    .where('profiles.status', '=', 'active')
  if (viewer === null) return query
  if (viewer.blocked === null)
    return query.where('profiles.user_id', '!=', viewer.id).where(notBlockedWith(viewer.id))
  return query.where('profiles.user_id', 'not in', [viewer.id, ...viewer.blocked])
}

/** A member looking at a list, with the members blocked either way (blockedEitherWay) when few. */
export interface ListViewer {
  id: number
  blocked: number[] | null
}

/** Visible members a viewer may meet: not the viewer, no block either way. */
export function visibleMembersFor(db: Database, siteId: number, viewerId: number | null) {
  const query = visibleMembers(db, siteId)
  if (viewerId === null) return query
  return query.where('profiles.user_id', '!=', viewerId).where(notBlockedWith(viewerId))
}

export type CardRow = Awaited<ReturnType<ReturnType<typeof visibleMembers>['execute']>>[number]

/** What presenting cards needs to know besides the rows. */
export interface CardContext {
  site: Site
  viewer: CurrentUser | null
  now: number
  /** Today on the site's calendar (YYYY-MM-DD). */
  today: string
}

export function cardContext(site: Site, viewer: CurrentUser | null, now = Date.now()): CardContext {
  return { site, viewer, now, today: localDate(site.timeZone, now) }
}

export function photoUrls(
  site: Site,
  photo: { filename: string; thumb_filename: string; is_private: number },
  ownerId: number,
  viewer: CurrentUser | null,
) {
  const locked = photo.is_private === 1 && !maySeePrivatePhoto(viewer, ownerId)
  if (locked) {
    const blurred = `${site.cdnPrefix}${blurredName(photo.filename)}`
    return { locked, url: blurred, thumb_url: blurred }
  }
  return {
    locked,
    url: `${site.cdnPrefix}${photo.filename}`,
    thumb_url: `${site.cdnPrefix}${photo.thumb_filename}`,
  }
}

export function presentCard(row: CardRow, context: CardContext): MemberCard {
  const { filename, thumb_filename, is_private } = row
  const photo =
    filename && thumb_filename && is_private !== null
      ? photoUrls(context.site, { filename, thumb_filename, is_private }, row.user_id, context.viewer)
      : null
  return {
    id: row.user_id,
    name: row.name,
    age: ageOnDate(row.birth_date, context.today),
    city: row.city,
    country: row.country,
    fictional: row.is_fictional === 1,
    online: context.now - row.last_active_at < onlineWindowMs,
    main_image: photo ? { url: photo.url, thumb_url: photo.thumb_url } : null,
  }
}

/**
 * Cards of the members `ids` names, in that order, leaving out any who are not visible (any more): found by
 * primary key, the visibility checked on the rows.
 */
export async function cardsInOrder(db: Database, context: CardContext, ids: number[]): Promise<MemberCard[]> {
  if (ids.length === 0) return []
  const rows = await profilesWithMainPhoto(db)
    .select([
      'profiles.site_id',
      'profiles.searchable',
      'profiles.status as profile_status',
      'users.status as user_status',
    ])
    .where('profiles.user_id', 'in', ids)
    .execute()
  const visible = rows.filter(
    (row) =>
      row.site_id === context.site.id &&
      row.searchable === 1 &&
      row.profile_status === 'active' &&
      row.user_status === 'active',
  )
  const byId = new Map(visible.map((row) => [row.user_id, row]))
  return ids.flatMap((id) => {
    const row = byId.get(id)
    return row ? [presentCard(row, context)] : []
  })
}

export async function findMemberCard(db: Database, site: Site, memberId: number): Promise<MemberCard | null> {
  const row = await visibleMembers(db, site.id).where('profiles.user_id', '=', memberId).executeTakeFirst()
  return row ? presentCard(row, cardContext(site, null)) : null
}

/** Members to show next to a signup form: with a photo, from the visitor's country, active lately. */
export async function signupMatches(
  db: Database,
  site: Site,
  country: string,
  viewer: CurrentUser | null = null,
  limit = 8,
): Promise<MemberCard[]> {
  const rows = await visibleMembersFor(db, site.id, viewer?.id ?? null)
    .where('profiles.country', '=', country)
    .where('profiles.has_photo', '=', 1)
    .orderBy('profiles.last_active_at', 'desc')
    .limit(limit)
    .execute()
  const context = cardContext(site, viewer)
  return rows.map((row) => presentCard(row, context))
}
