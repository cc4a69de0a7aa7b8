import { type SqlBool, sql } from 'kysely'
import type { Database } from '#server/db/database.js'
import { prebuiltFirst, prebuiltQuery } from '#server/db/prebuiltQuery.js'
import { notBlockedWith } from '../blocks/queries.js'
import { type ListViewer, profilesWithMainPhoto, type Wish, wishedMembers } from '../members/queries.js'

/** Where a like came from as stored: the sources a member can give, plus likes the site gives (auto-like). */
export type StoredLikeSource = 'profile' | 'search' | 'lander' | 'swipe' | 'match_modal' | 'auto'

export async function findLike(db: Database, likerId: number, likedId: number) {
  return db
    .selectFrom('likes')
    .select(['liker_id', 'is_new', 'source', 'created_at'])
    .where('liker_id', '=', likerId)
    .where('liked_id', '=', likedId)
    .executeTakeFirst()
}

/** Whether each of the two likes the other, read in one query. */
export async function likesBetween(db: Database, viewerId: number, memberId: number) {
  const rows = await likesEitherWay(db, viewerId, memberId)
  return {
    liked: rows.some((row) => row.liker_id === viewerId),
    received: rows.some((row) => row.liker_id === memberId),
  }
}

const likesEitherWay = prebuiltQuery((db, viewerId: number, memberId: number) =>
  db
    .selectFrom('likes')
    .select('liker_id')
    .where((eb) =>
      eb.or([
        eb.and([eb('liker_id', '=', viewerId), eb('liked_id', '=', memberId)]),
        eb.and([eb('liker_id', '=', memberId), eb('liked_id', '=', viewerId)]),
      ]),
    ),
)

export async function sharesConversation(db: Database, a: number, b: number): Promise<boolean> {
  const [low, high] = a < b ? [a, b] : [b, a]
  const row = await db
    .selectFrom('conversations')
    .select('id')
    .where('user_low_id', '=', low)
    .where('user_high_id', '=', high)
    .executeTakeFirst()
  return row !== undefined
}

export async function countLikesSince(
  db: Database,
  likerId: number,
  source: StoredLikeSource,
  since: number,
): Promise<number> {
  const row = await db
    .selectFrom('likes')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('liker_id', '=', likerId)
    .where('source', '=', source)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

export async function insertLike(
  db: Database,
  like: { likerId: number; likedId: number; source: StoredLikeSource; now: number },
): Promise<void> {
  await db
    .insertInto('likes')
    .values({ liker_id: like.likerId, liked_id: like.likedId, source: like.source, created_at: like.now })
    .execute()
}

export async function deleteLike(db: Database, likerId: number, likedId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('likes')
    .where('liker_id', '=', likerId)
    .where('liked_id', '=', likedId)
    .executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

export async function markLikeSeen(db: Database, likerId: number, likedId: number): Promise<boolean> {
  const result = await db
    .updateTable('likes')
    .set({ is_new: 0 })
    .where('liker_id', '=', likerId)
    .where('liked_id', '=', likedId)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

/**
 * A member `member` (a column holding their id) the viewer may meet in their likes: an active account of
 * the site, no block either way. Invisible members are left to the caller: they stay visible to those they
 * reached (docs/product.md §4).
 */
function meetable(siteId: number, viewerId: number, member: 'likes.liker_id' | 'likes.liked_id') {
  const id = sql.ref(member)
  return sql<SqlBool>`exists (select 1 from profiles p join users u on u.id = p.user_id
      where p.user_id = ${id} and p.site_id = ${siteId} and p.status = 'active' and u.status = 'active')
    and not exists (select 1 from blocks where blocks.blocker_id = ${viewerId} and blocks.blocked_id = ${id})
    and not exists (select 1 from blocks where blocks.blocker_id = ${id} and blocks.blocked_id = ${viewerId})`
}

/** Likes the viewer received from members they may meet (a liker has reached the viewer), newest first. */
export function receivedLikes(db: Database, siteId: number, viewerId: number) {
  return db
    .selectFrom('likes')
    .select(['likes.liker_id as id', 'likes.is_new', 'likes.created_at'])
    .where('likes.liked_id', '=', viewerId)
    .where(meetable(siteId, viewerId, 'likes.liker_id'))
    .orderBy('likes.created_at', 'desc')
    .orderBy('likes.liker_id', 'desc')
    .execute()
}

/**
 * Likes the viewer gave to members they may meet, newest first: an invisible member only when they reached
 * the viewer (liked them back or share a conversation).
 */
export function sentLikes(db: Database, siteId: number, viewerId: number) {
  return db
    .selectFrom('likes')
    .select(['likes.liked_id as id', 'likes.created_at'])
    .where('likes.liker_id', '=', viewerId)
    .where(meetable(siteId, viewerId, 'likes.liked_id'))
    .where(
      sql<SqlBool>`(exists (select 1 from profiles where profiles.user_id = likes.liked_id and profiles.searchable = 1)
        or exists (select 1 from likes back where back.liker_id = likes.liked_id and back.liked_id = ${viewerId})
        or exists (select 1 from conversations c where
          (c.user_low_id = likes.liked_id and c.user_high_id = ${viewerId})
          or (c.user_low_id = ${viewerId} and c.user_high_id = likes.liked_id)))`,
    )
    .orderBy('likes.created_at', 'desc')
    .orderBy('likes.liked_id', 'desc')
    .execute()
}

/** The new-likes badge (docs/product.md §2 Top navigation): new likes from members the viewer may meet. */
export async function countNewLikes(db: Database, siteId: number, viewerId: number): Promise<number> {
  const row = await newLikesCount(db, siteId, viewerId)
  return Number(row?.count ?? 0)
}

const newLikesCount = prebuiltFirst((db, siteId: number, viewerId: number) =>
  db
    .selectFrom('likes')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('likes.liked_id', '=', viewerId)
    .where('likes.is_new', '=', 1)
    .where(meetable(siteId, viewerId, 'likes.liker_id')),
)

/** Card rows of members by id whoever can see them (callers decide who may be shown). */
export function cardRows(db: Database, siteId: number, ids: number[]) {
  return profilesWithMainPhoto(db)
    .where('profiles.user_id', 'in', ids)
    .where('profiles.site_id', '=', siteId)
    .execute()
}

/** The profile that auto-liked the member on a day (null: none fitted); undefined before that day's call. */
export async function findAutoLike(db: Database, userId: number, day: string) {
  const row = await db
    .selectFrom('auto_likes')
    .select('profile_id')
    .where('user_id', '=', userId)
    .where('day', '=', day)
    .executeTakeFirst()
  return row?.profile_id
}

export async function insertAutoLike(
  trx: Database,
  autoLike: { userId: number; day: string; profileId: number; now: number },
): Promise<void> {
  await trx
    .insertInto('auto_likes')
    .values({
      user_id: autoLike.userId,
      day: autoLike.day,
      profile_id: autoLike.profileId,
      created_at: autoLike.now,
    })
    .execute()
}

/** The profile while the viewer may still meet it (visible, active, not blocked either way). */
export function findMeetableProfile(db: Database, viewerId: number, profileId: number) {
  return db
    .selectFrom('profiles')
    .innerJoin('users', 'users.id', 'profiles.user_id')
    .select('profiles.user_id')
    .where('profiles.user_id', '=', profileId)
    .where('profiles.searchable', '=', 1)
    .where('profiles.status', '=', 'active')
    .where('users.status', '=', 'active')
    .where(notBlockedWith(viewerId))
    .executeTakeFirst()
}

/**
 * Setting fictional_same_country: a fictional, visible member with a photo of the viewer's profile
 * country (the wish's), no block either way, who does not like the viewer yet and whom the viewer does not
 * like; someone the viewer is looking for first, then the most recently active.
 */
export function findAutoLikeCandidate(db: Database, siteId: number, viewerId: number, wish: Wish) {
  let query = db
    .selectFrom('profiles')
    .innerJoin('users', 'users.id', 'profiles.user_id')
    .select('profiles.user_id')
    .where('profiles.site_id', '=', siteId)
    .where('profiles.searchable', '=', 1)
    .where('profiles.status', '=', 'active')
    .where('profiles.has_photo', '=', 1)
    .where('profiles.country', '=', wish.country)
    .where('profiles.user_id', '!=', viewerId)
    .where('users.status', '=', 'active')
    .where('users.is_fictional', '=', 1)
    .where(notBlockedWith(viewerId))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('likes')
            .select('likes.liker_id')
            .where((eb) =>
              eb.or([
                eb.and([
                  eb('likes.liker_id', '=', eb.ref('profiles.user_id')),
                  eb('likes.liked_id', '=', viewerId),
                ]),
                eb.and([
                  eb('likes.liker_id', '=', viewerId),
                  eb('likes.liked_id', '=', eb.ref('profiles.user_id')),
                ]),
              ]),
            ),
        ),
      ),
    )
  const wanted = wish.wanted
  if (wanted) query = query.orderBy(sql`case when profiles.gender in (${sql.join(wanted)}) then 0 else 1 end`)
  return query
    .orderBy('profiles.last_active_at', 'desc')
    .orderBy('profiles.user_id')
    .limit(1)
    .executeTakeFirst()
}

/**
 * The swipe game's next members, picked as suggestions are (wishedMembers), leaving out members the viewer
 * already liked; the most recently active first.
 */
export function listSwipeCards(db: Database, siteId: number, wish: Wish, viewer: ListViewer, limit: number) {
  return wishedMembers(db, siteId, wish, viewer)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('likes')
            .select('likes.liker_id')
            .where('likes.liker_id', '=', viewer.id)
            .whereRef('likes.liked_id', '=', 'profiles.user_id'),
        ),
      ),
    )
    .orderBy('profiles.last_active_at', 'desc')
    .orderBy('profiles.user_id')
    .limit(limit)
    .execute()
}
