import type { Database } from '../../db/database.js'

/**
 * A member of the site with the facts every action on another member decides on (message, gift, like,
 * complaint): their account and profile state, whether they hide and whether staff run them. Undefined when
 * the id is no member of this site.
 */
export function findMemberOfSite(db: Database, siteId: number, memberId: number) {
  return db
    .selectFrom('users')
    .innerJoin('profiles', 'profiles.user_id', 'users.id')
    .select([
      'users.id',
      'users.status as user_status',
      'users.invisible',
      'users.is_fictional',
      'profiles.status as profile_status',
      'profiles.searchable',
      'profiles.name',
    ])
    .where('users.id', '=', memberId)
    .where('users.site_id', '=', siteId)
    .executeTakeFirst()
}

export type MemberOfSite = NonNullable<Awaited<ReturnType<typeof findMemberOfSite>>>
