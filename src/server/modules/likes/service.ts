import type { Database } from '#server/db/database.js'
import { AppError } from '#server/errors.js'
import type { EventPublisher } from '#server/realtime/events.js'
import type {
  AutoLikeResponse,
  LikeResponse,
  LikeState,
  LikesResponse,
  SwipeResponse,
} from '#shared/api/likes.js'
import type { MemberCard } from '#shared/api/members.js'
import { swipeLikesPerDay } from '#shared/constants.js'
import type { CurrentUser } from '../auth/current-user.js'
import { cardContext, cardsInOrder } from '../members/cards.js'
import { lockMembers } from '../members/queries.js'
import { wishOf } from '../members/suggested.js'
import { loadViewer } from '../members/viewer.js'
import type { Site } from '../sites/service.js'
import { siteDay } from './day.js'
import { refuseSelf, requireLikeable } from './policy.js'
import { likeCards, likeState } from './presenter.js'
import {
  countLikesSince,
  deleteLike,
  findAutoLike,
  findAutoLikeCandidate,
  findLike,
  findMeetableProfile,
  insertAutoLike,
  insertLike,
  likesBetween,
  listSwipeCards,
  markLikeSeen,
  receivedLikes,
  type StoredLikeSource,
  sentLikes,
} from './queries.js'

export const swipeStackSize = 20

export class LikeService {
  constructor(
    private readonly db: Database,
    private readonly events: EventPublisher,
  ) {}

  /**
   * One like. Checks and write share a transaction holding both members' rows (PostgreSQL) or the one
   * SQLite writer: of two members liking each other at the same moment, the second waits, sees the first's
   * like and alone answers `match`; the first is told by its likes list (the new like). The swipe game's
   * daily allowance is counted under the same lock, so two swipes can never take the last like both.
   */
  async like(
    site: Site,
    user: CurrentUser,
    memberId: number,
    source: StoredLikeSource,
  ): Promise<LikeResponse> {
    refuseSelf(user.id, memberId)
    const now = Date.now()
    const outcome = await this.db.transaction().execute(async (trx) => {
      await lockMembers(trx, [user.id, memberId])
      const likes = await requireLikeable(trx, site.id, user.id, memberId)
      if (likes.liked) throw new AppError('already_liked')
      const swipesLeft = source === 'swipe' ? await this.takeSwipe(trx, site, user.id, now) : undefined
      await insertLike(trx, { likerId: user.id, likedId: memberId, source, now })
      return { match: likes.received, swipesLeft }
    })
    this.events.publish({ type: 'like.created', likerId: user.id, likedId: memberId, match: outcome.match })
    const match = outcome.match
      ? ((await likeCards(this.db, cardContext(site, user, now), [memberId]))[0] ?? null)
      : null
    const answer: LikeResponse = { state: outcome.match ? 'match' : 'liked', match }
    if (outcome.swipesLeft !== undefined) answer.swipe_likes_left = outcome.swipesLeft
    return answer
  }

  /**
   * docs/product.md §9: 4 swipe likes a day, the day being the site's. Answers the likes left after this one.
   */
  private async takeSwipe(trx: Database, site: Site, userId: number, now: number): Promise<number> {
    const used = await countLikesSince(trx, userId, 'swipe', siteDay(site.timeZone, now).start)
    if (used >= swipeLikesPerDay)
      throw new AppError('swipe_limit_reached', {
        params: { limit: swipeLikesPerDay },
        details: { limit: swipeLikesPerDay },
      })
    return swipeLikesPerDay - used - 1
  }

  async unlike(user: CurrentUser, memberId: number): Promise<LikeResponse> {
    refuseSelf(user.id, memberId)
    if (!(await deleteLike(this.db, user.id, memberId))) throw new AppError('not_liked')
    // The like may have been new to the other member: their badge drops.
    this.events.publish({ type: 'badges.changed', userId: memberId })
    const received = await findLike(this.db, memberId, user.id)
    return { state: received ? 'received' : 'none', match: null }
  }

  /** The like state between the viewer and a member they may see (member.php). */
  async stateBetween(viewerId: number, memberId: number): Promise<LikeState> {
    if (viewerId === memberId) return 'none'
    return likeState(await likesBetween(this.db, viewerId, memberId))
  }

  /** GET /api/likes.php: everyone the viewer likes or is liked by and may meet, most recent like first. */
  async list(site: Site, user: CurrentUser): Promise<LikesResponse> {
    const [received, sent] = await Promise.all([
      receivedLikes(this.db, site.id, user.id),
      sentLikes(this.db, site.id, user.id),
    ])
    const latest = new Map<number, number>()
    for (const like of [...received, ...sent])
      latest.set(like.id, Math.max(latest.get(like.id) ?? 0, like.created_at))
    const ids = [...latest].sort((a, b) => b[1] - a[1] || b[0] - a[0]).map(([id]) => id)
    const profiles = await likeCards(this.db, cardContext(site, user), ids)
    // A member without a profile row any more is left out of every part, so the lists agree.
    const shown = new Set(profiles.map((card) => card.id))
    return {
      profiles,
      liked_by: received
        .filter((like) => shown.has(like.id))
        .map((like) => ({ id: like.id, like_new: like.is_new === 1 })),
      liked: sent.filter((like) => shown.has(like.id)).map((like) => like.id),
    }
  }

  /** docs/product.md §4 Unread badges: opening a liker's profile clears that like's new flag. */
  async markSeen(user: CurrentUser, memberId: number): Promise<void> {
    refuseSelf(user.id, memberId)
    const like = await findLike(this.db, memberId, user.id)
    if (!like) throw new AppError('like_not_found')
    if (like.is_new !== 1) return
    // Counted only when this call cleared the flag, so a second tab opening the profile announces nothing.
    if (await markLikeSeen(this.db, memberId, user.id))
      this.events.publish({ type: 'badges.changed', userId: user.id })
  }

  /**
   * GET /api/auto-like.php (docs/product.md §7): a profile the site's auto_like setting picks likes the
   * viewer, at most once a day (docs/decisions/0007-auto-like-is-a-get.md). A second call that day answers
   * the same profile while the viewer may still see it, without liking again.
   */
  async autoLike(site: Site, user: CurrentUser): Promise<AutoLikeResponse> {
    if (site.settings.auto_like.mode === 'none') return { profile: null }
    const now = Date.now()
    const day = siteDay(site.timeZone, now).date
    const earlier = await findAutoLike(this.db, user.id, day)
    if (earlier !== undefined) return { profile: await this.autoLikeCard(site, user, earlier) }
    const candidate = await this.autoLikeCandidate(site, user)
    if (candidate === null) {
      // A call running at the same time may have just liked with the one profile that fitted.
      const meanwhile = await findAutoLike(this.db, user.id, day)
      return { profile: meanwhile === undefined ? null : await this.autoLikeCard(site, user, meanwhile) }
    }
    const { profileId, liked } = await this.db.transaction().execute(async (trx) => {
      await lockMembers(trx, [user.id, candidate])
      // A call running at the same time may have liked already: then its profile is the answer.
      const concurrent = await findAutoLike(trx, user.id, day)
      if (concurrent !== undefined) return { profileId: concurrent, liked: false }
      await insertAutoLike(trx, { userId: user.id, day, profileId: candidate, now })
      if (await findLike(trx, candidate, user.id)) return { profileId: candidate, liked: false }
      await insertLike(trx, { likerId: candidate, likedId: user.id, source: 'auto', now })
      return { profileId: candidate, liked: true }
    })
    // The candidate is one the viewer does not like (autoLikeCandidate): never a match.
    if (liked)
      this.events.publish({ type: 'like.created', likerId: candidate, likedId: user.id, match: false })
    return { profile: await this.autoLikeCard(site, user, profileId) }
  }

  /** The auto-like's profile while the viewer may still meet it (not blocked since, still active). */
  private async autoLikeCard(
    site: Site,
    user: CurrentUser,
    profileId: number | null,
  ): Promise<MemberCard | null> {
    if (profileId === null) return null
    const row = await findMeetableProfile(this.db, user.id, profileId)
    if (!row) return null
    return (await likeCards(this.db, cardContext(site, user), [profileId]))[0] ?? null
  }

  /** Setting fictional_same_country: the profile that likes the viewer (findAutoLikeCandidate). */
  private async autoLikeCandidate(site: Site, user: CurrentUser): Promise<number | null> {
    const { profile } = await loadViewer(this.db, user.id)
    if (!profile) return null
    const row = await findAutoLikeCandidate(this.db, site.id, user.id, wishOf(profile))
    return row?.user_id ?? null
  }

  /**
   * GET /api/swipe.php: the next cards of the swipe game, picked as suggestions are (the viewer's country,
   * the genders each looks for, with a photo), leaving out members the viewer already liked; and the swipe
   * likes left today.
   */
  async swipe(site: Site, user: CurrentUser): Promise<SwipeResponse> {
    const now = Date.now()
    const [{ profile, blocked }, used] = await Promise.all([
      loadViewer(this.db, user.id),
      countLikesSince(this.db, user.id, 'swipe', siteDay(site.timeZone, now).start),
    ])
    const likesLeft = Math.max(0, swipeLikesPerDay - used)
    if (!profile) return { members: [], likes_left: likesLeft }
    const rows = await listSwipeCards(
      this.db,
      site.id,
      wishOf(profile),
      { id: user.id, blocked },
      swipeStackSize,
    )
    const members = await cardsInOrder(
      this.db,
      cardContext(site, user, now),
      rows.map((row) => row.user_id),
    )
    return { members, likes_left: likesLeft }
  }
}
