import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely'
import { type Database, lockingRows } from '#server/db/database.js'
import { prebuiltFirst, prebuiltQuery } from '#server/db/prebuiltQuery.js'
import type { DB } from '#server/db/schema.js'
import { blockedWithColumn, blockListColumns, notBlockedWith } from '../blocks/queries.js'
import { birthDateBounds } from './ages.js'
import { unknownDistance } from './candidates.js'
import type { MemberFilter } from './search.js'

/**
 * Makes transactions about the same members run one after another (a like and the like back, two sends
 * of one member, a block and a message between the same two): their rows are locked in id order, so that
 * the second sees what the first wrote and two never wait on each other in a circle.
 */
export async function lockMembers(trx: Database, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return
  await lockingRows(trx, trx.selectFrom('users').select('id').where('id', 'in', ids).orderBy('id')).execute()
}

/**
 * A member of the site with the facts every action on another member decides on (message, gift, like,
 * complaint): their account and profile state, whether they hide and whether staff run them. Undefined when
 * the id is no member of this site.
 */
export function findMemberOfSite(db: Database, siteId: number, memberId: number) {
  return memberOfSite(db, siteId, memberId).executeTakeFirst()
}

/** findMemberOfSite, and whether the member and `viewerId` blocked each other (either way). */
export async function findMemberOfSiteFor(db: Database, siteId: number, memberId: number, viewerId: number) {
  const row = await memberOfSite(db, siteId, memberId).select(blockedWithColumn(viewerId)).executeTakeFirst()
  // SQLite answers the condition as 0 or 1, PostgreSQL as a boolean.
  return row && { ...row, blocked: Boolean(row.blocked) }
}

function memberOfSite(db: Database, siteId: number, memberId: number) {
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
}

export type MemberOfSite = NonNullable<Awaited<ReturnType<typeof findMemberOfSite>>>

/** A member looking at a list, with the members blocked either way (blockedEitherWay) when few. */
export interface ListViewer {
  id: number
  blocked: number[] | null
}

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

/** Visible members a viewer may meet: not the viewer, no block either way. */
export function visibleMembersFor(db: Database, siteId: number, viewerId: number | null) {
  const query = visibleMembers(db, siteId)
  if (viewerId === null) return query
  return query.where('profiles.user_id', '!=', viewerId).where(notBlockedWith(viewerId))
}

export type CardRow = Awaited<ReturnType<ReturnType<typeof visibleMembers>['execute']>>[number]

/**
 * The card rows of the members `ids` names, in no order, with what tells whether they are still visible:
 * found by primary key, the visibility checked on the rows (cardsInOrder).
 */
export const listCardRows = prebuiltQuery((db, ids: number[]) =>
  profilesWithMainPhoto(db)
    .select([
      'profiles.site_id',
      'profiles.searchable',
      'profiles.status as profile_status',
      'users.status as user_status',
    ])
    .where('profiles.user_id', 'in', ids),
)

/** The card row of a visible member of the site; undefined when there is none. */
export function findVisibleMemberRow(db: Database, siteId: number, memberId: number) {
  return visibleMembers(db, siteId).where('profiles.user_id', '=', memberId).executeTakeFirst()
}

/** Members to show next to a signup form: with a photo, from the visitor's country, active lately. */
export function listSignupMatchRows(
  db: Database,
  siteId: number,
  country: string,
  viewerId: number | null,
  limit: number,
) {
  return visibleMembersFor(db, siteId, viewerId)
    .where('profiles.country', '=', country)
    .where('profiles.has_photo', '=', 1)
    .orderBy('profiles.last_active_at', 'desc')
    .limit(limit)
    .execute()
}

/** A member's profile as GET /api/member.php shows it, with their account; undefined when not of the site. */
export const findMemberProfile = prebuiltFirst((db, siteId: number, memberId: number) =>
  profilesWithMainPhoto(db)
    .leftJoin('regions', 'regions.id', 'profiles.region_id')
    .select([
      'profiles.searchable',
      'profiles.status',
      'profiles.gender',
      'profiles.sexuality',
      'profiles.hair_color',
      'profiles.eye_color',
      'profiles.body_type',
      'profiles.relationship_status',
      'profiles.tattoos',
      'profiles.height_cm',
      'profiles.about_me',
      'regions.name as region_name',
      'users.status as user_status',
      'users.paid_user',
      'users.signup_date',
    ])
    .where('profiles.user_id', '=', memberId)
    .where('profiles.site_id', '=', siteId),
)

export type MemberProfileRow = NonNullable<Awaited<ReturnType<typeof findMemberProfile>>>

/** The like `likerId` gave `likedId` (its liker only); undefined when there is none. */
export function findLikeFrom(db: Database, likerId: number, likedId: number) {
  return db
    .selectFrom('likes')
    .select('liker_id')
    .where('liker_id', '=', likerId)
    .where('liked_id', '=', likedId)
    .executeTakeFirst()
}

/** A member's active profile photos, in their order. */
export const listProfilePhotos = prebuiltQuery((db, memberId: number) =>
  db
    .selectFrom('photos')
    .select(['id', 'filename', 'thumb_filename', 'is_private'])
    .where('user_id', '=', memberId)
    .where('status', '=', 'active')
    .where('purpose', '=', 'profile')
    .orderBy('sort_order')
    .orderBy('id'),
)

/**
 * findViewerProfile and both directions of the viewer's blocks in one statement, for PostgreSQL, where each
 * statement is a round trip (SQLite answers the three small ones faster). The profile's columns are null when
 * the viewer has none.
 */
export function findViewerWithBlocks(db: Database, userId: number) {
  return db
    .selectFrom(sql<{ one: number }>`(select 1 as one)`.as('viewer'))
    .leftJoin('profiles', (join) => join.on('profiles.user_id', '=', userId))
    .select([
      'profiles.user_id',
      'profiles.country',
      'profiles.gender',
      'profiles.sexuality',
      'profiles.latitude',
      'profiles.longitude',
    ])
    .select(blockListColumns(userId))
    .executeTakeFirstOrThrow()
}

/** The slugs of a member's interests, in the interests' order. */
export const listInterestSlugs = prebuiltQuery((db, memberId: number) =>
  db
    .selectFrom('profile_interests')
    .innerJoin('interests', 'interests.id', 'profile_interests.interest_id')
    .select('interests.slug')
    .where('profile_interests.user_id', '=', memberId)
    .orderBy('interests.sort_order')
    .orderBy('interests.id'),
)

/** What member lists need to know about the member looking at them. */
export interface ViewerProfile {
  country: string
  gender: string | null
  sexuality: string | null
  latitude: number | null
  longitude: number | null
}

export async function findViewerProfile(db: Database, userId: number): Promise<ViewerProfile | null> {
  const row = await db
    .selectFrom('profiles')
    .select(['country', 'gender', 'sexuality', 'latitude', 'longitude'])
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return row ?? null
}

export type Gender = 'male' | 'female'

/** Whom a member looks for, as suggestions and the swipe game pick members. */
export interface Wish {
  country: string
  wanted: Gender[] | null
  /** The viewer's own gender: suggested members must be looking for it too. */
  own: Gender | null
}

/**
 * Ids of the visible members with a photo who fit a wish: from its country, of a wanted gender, and looking
 * for the viewer's gender in turn. Unordered: the caller ranks and limits.
 */
export function wishedMembers(db: Database, siteId: number, wish: Wish, viewer: ListViewer | null) {
  let query = visibleIdsFor(db, siteId, viewer)
    .where('profiles.country', '=', wish.country)
    .where('profiles.has_photo', '=', 1)
  if (wish.wanted) query = query.where('profiles.gender', 'in', wish.wanted)
  const own = wish.own
  if (!own) return query
  // Someone of the same gender is a match if they are gay, lesbian or bi; of the other, if hetero or bi.
  return query.where((eb) =>
    eb.or([
      eb('profiles.sexuality', 'is', null),
      eb.and([eb('profiles.gender', '=', own), eb('profiles.sexuality', 'in', ['gay', 'lesbian', 'bi'])]),
      eb.and([eb('profiles.gender', '!=', own), eb('profiles.sexuality', 'in', ['hetero', 'bi'])]),
    ]),
  )
}

/** Ids of the members fitting a wish, most recently active first (the id breaks ties), at most `limit`. */
export async function listWishedMemberIds(
  db: Database,
  siteId: number,
  wish: Wish,
  viewer: ListViewer | null,
  limit: number,
): Promise<number[]> {
  const rows = await wishedMembers(db, siteId, wish, viewer)
    .orderBy('profiles.last_active_at', 'desc')
    .orderBy('profiles.user_id')
    .limit(limit)
    .execute()
  return rows.map((row) => row.user_id)
}

function filterCondition(
  eb: ExpressionBuilder<DB, 'profiles'>,
  filter: MemberFilter,
  today: string,
): Expression<SqlBool> | null {
  const conditions: Expression<SqlBool>[] = []
  if (filter.gender) conditions.push(eb('profiles.gender', '=', filter.gender))
  if (filter.country) conditions.push(eb('profiles.country', '=', filter.country))
  if (filter.regionId) conditions.push(eb('profiles.region_id', '=', filter.regionId))
  const { after, until } = birthDateBounds(today, { min: filter.minAge, max: filter.maxAge })
  if (after) conditions.push(eb('profiles.birth_date', '>', after))
  if (until) conditions.push(eb('profiles.birth_date', '<=', until))
  return conditions.length > 0 ? eb.and(conditions) : null
}

/**
 * The visible members matching a filter, for one searcher (null: a visitor, or anyone when the members are
 * kept for every searcher).
 */
function matching(
  db: Database,
  siteId: number,
  viewer: ListViewer | null,
  filter: MemberFilter,
  today: string,
) {
  return visibleIdsFor(db, siteId, viewer).where(
    (eb) => filterCondition(eb, filter, today) ?? sql<SqlBool>`1 = 1`,
  )
}

/** How the database ranks matching members: the same rules candidates.ts applies in memory. */
export interface SearchOrder {
  /** Members active since this moment are online. */
  onlineSince: number
  /** Members active since this moment were active today. */
  todaySince: number
  /** The searcher's position, when they shared one. */
  position: { latitude: number; longitude: number } | null
}

/**
 * Online now, then active today, then everyone else; with a photo before without; nearer first when the
 * searcher shared a position (squared distance on a flattened map: cheap, and right for ranking); the id
 * last so that equal members always come in the same order and pages never overlap.
 */
function ranked<Q extends ReturnType<typeof matching>>(query: Q, order: SearchOrder) {
  let ordered = query
    .orderBy(
      sql`case when profiles.last_active_at >= ${order.onlineSince} then 0 when profiles.last_active_at >= ${order.todaySince} then 1 else 2 end`,
    )
    .orderBy('profiles.has_photo', 'desc')
  const position = order.position
  if (position) {
    const { latitude: lat, longitude: lon } = position
    const squeeze = Math.cos((lat * Math.PI) / 180) ** 2
    ordered = ordered.orderBy(
      sql`coalesce((profiles.latitude - ${lat}) * (profiles.latitude - ${lat}) + (profiles.longitude - ${lon}) * (profiles.longitude - ${lon}) * ${squeeze}, ${unknownDistance})`,
    )
  }
  return ordered.orderBy('profiles.user_id')
}

/**
 * Member search ranked by the database (filters matching very many members, searchers with very many
 * blocks): the rows at ranks [offset, offset + limit) of the members matching a filter, leaving out
 * `excluded` (the exact results when listing similar ones).
 */
export function listRankedMemberIds(
  db: Database,
  siteId: number,
  viewer: ListViewer | null,
  search: { filter: MemberFilter; today: string; order: SearchOrder; excluded: number[] },
  window: { offset: number; limit: number },
) {
  let query = matching(db, siteId, viewer, search.filter, search.today)
  if (search.excluded.length > 0) query = query.where('profiles.user_id', 'not in', search.excluded)
  return ranked(query, search.order).limit(window.limit).offset(window.offset).execute()
}

/** The members matching a filter for anyone (no searcher's exclusions), with what ranking them needs. */
export function listCandidateRows(db: Database, siteId: number, filter: MemberFilter, today: string) {
  return matching(db, siteId, null, filter, today)
    .select(['profiles.last_active_at', 'profiles.has_photo', 'profiles.latitude', 'profiles.longitude'])
    .execute()
}

/** How many members match a filter for a searcher (null: for anyone). */
export async function countMatchingMembers(
  db: Database,
  siteId: number,
  viewer: ListViewer | null,
  filter: MemberFilter,
  today: string,
): Promise<number> {
  const row = await matching(db, siteId, viewer, filter, today)
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

/** The country of a member's profile; null without a profile. */
export async function profileCountry(db: Database, userId: number): Promise<string | null> {
  const row = await db
    .selectFrom('profiles')
    .select('country')
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return row?.country ?? null
}
