import { ageOn } from '../../../shared/api/account.js'
import type { MemberCard } from '../../../shared/api/members.js'
import type { Database } from '../../db/database.js'
import type { Site } from '../sites/service.js'

const onlineWindowMs = 10 * 60_000

/** Visible members of a site with their main photo: the base of every member list. */
function visibleMembers(db: Database, siteId: number) {
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
    ])
    .where('profiles.site_id', '=', siteId)
    .where('profiles.searchable', '=', 1)
    .where('profiles.status', '=', 'active')
    .where('users.status', '=', 'active')
}

type CardRow = Awaited<ReturnType<ReturnType<typeof visibleMembers>['execute']>>[number]

export function presentCard(row: CardRow, site: Site, now = Date.now()): MemberCard {
  return {
    id: row.user_id,
    name: row.name,
    age: ageOn(row.birth_date, new Date(now)),
    city: row.city,
    country: row.country,
    fictional: row.is_fictional === 1,
    online: now - row.last_active_at < onlineWindowMs,
    main_image:
      row.filename && row.thumb_filename
        ? { url: `${site.cdnPrefix}${row.filename}`, thumb_url: `${site.cdnPrefix}${row.thumb_filename}` }
        : null,
  }
}

export async function findMemberCard(db: Database, site: Site, memberId: number): Promise<MemberCard | null> {
  const row = await visibleMembers(db, site.id).where('profiles.user_id', '=', memberId).executeTakeFirst()
  return row ? presentCard(row, site) : null
}

/** Members to show next to a signup form: with a photo, from the visitor's country, active lately. */
export async function signupMatches(
  db: Database,
  site: Site,
  country: string,
  limit = 8,
): Promise<MemberCard[]> {
  const rows = await visibleMembers(db, site.id)
    .where('profiles.country', '=', country)
    .where('profiles.has_photo', '=', 1)
    .orderBy('profiles.last_active_at', 'desc')
    .limit(limit)
    .execute()
  return rows.map((row) => presentCard(row, site))
}
