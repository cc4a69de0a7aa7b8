import type { Database } from '#server/db/database.js'
import type { MemberCard } from '#shared/api/members.js'
import { localDate } from '#shared/calendarDays.js'
import type { CurrentUser } from '../auth/current-user.js'
import { blurredName } from '../photos/blur.js'
import { presentPhotoSources } from '../photos/presenter.js'
import { maySeePrivatePhoto } from '../photos/routes.js'
import type { Site } from '../sites/service.js'
import { ageOnDate } from './ages.js'
import { type CardRow, findVisibleMemberRow, listCardRows, listSignupMatchRows } from './queries.js'

// The member lists' query builders live in queries.ts; these stay importable from here for the modules
// that still do (likes, notifications).

export const onlineWindowMs = 10 * 60_000

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
    return { locked, url: blurred, thumb_url: blurred, card_url: blurred }
  }
  return { locked, ...presentPhotoSources(site.cdnPrefix, photo) }
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
    main_image: photo ? { url: photo.url, thumb_url: photo.thumb_url, card_url: photo.card_url } : null,
  }
}

/**
 * Cards of the members `ids` names, in that order, leaving out any who are not visible (any more): found by
 * primary key, the visibility checked on the rows.
 */
export async function cardsInOrder(db: Database, context: CardContext, ids: number[]): Promise<MemberCard[]> {
  if (ids.length === 0) return []
  const rows = await listCardRows(db, ids)
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
  const row = await findVisibleMemberRow(db, site.id, memberId)
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
  const rows = await listSignupMatchRows(db, site.id, country, viewer?.id ?? null, limit)
  const context = cardContext(site, viewer)
  return rows.map((row) => presentCard(row, context))
}
