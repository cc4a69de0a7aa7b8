import { TtlCache } from '#server/cache.js'
import type { Database } from '#server/db/database.js'
import type { MemberCard } from '#shared/api/members.js'
import type { CurrentUser } from '../auth/current-user.js'
import type { Site } from '../sites/service.js'
import { cardContext, cardsInOrder } from './cards.js'
import { type Gender, listWishedMemberIds, type ViewerProfile, type Wish } from './queries.js'

// The wish query lives in queries.ts; it stays importable from here for the modules that still do
// (likes, notifications).

export const suggestedLimit = 12
// Enough to fill the list for a member who blocked or was blocked by a few of them.
const poolSize = 60

function isGender(value: string | null): value is Gender {
  return value === 'male' || value === 'female'
}

/** The genders someone is looking for; null when we do not know (then anyone). */
export function wantedGenders(gender: string | null, sexuality: string | null): Gender[] | null {
  if (!isGender(gender)) return null
  const other: Gender = gender === 'male' ? 'female' : 'male'
  if (sexuality === 'hetero') return [other]
  if (sexuality === 'gay' || sexuality === 'lesbian') return [gender]
  return null
}

export interface SuggestionViewer {
  user: CurrentUser
  profile: ViewerProfile
  /** Members blocked either way, or null when there are many (blockedEitherWay). */
  blocked: number[] | null
}

/**
 * Members picked for a viewer (GET /api/suggested.php): with a photo, from the viewer's country, of the
 * gender they look for and looking for the viewer's gender in turn, most recently active first. The most
 * recently active of each kind are kept half a minute (every viewer of that kind shares them); the members
 * shown are read fresh.
 */
export class Suggestions {
  private readonly pools = new TtlCache<number[]>({ ttlMs: 30_000, max: 1_000 })

  constructor(private readonly db: Database) {}

  async suggest(site: Site, viewer: SuggestionViewer | null, visitorCountry: string): Promise<MemberCard[]> {
    const own = viewer && isGender(viewer.profile.gender) ? viewer.profile.gender : null
    const wish: Wish = {
      country: viewer?.profile.country ?? visitorCountry,
      wanted: viewer ? wantedGenders(viewer.profile.gender, viewer.profile.sexuality) : null,
      own,
    }
    const context = cardContext(site, viewer?.user ?? null)
    if (viewer && viewer.blocked === null)
      return cardsInOrder(this.db, context, await this.query(site, wish, viewer.user.id, suggestedLimit))
    const excluded = new Set(viewer ? [viewer.user.id, ...(viewer.blocked ?? [])] : [])
    const key = `${site.id}|${wish.country}|${wish.wanted?.join(',') ?? '*'}|${wish.own ?? '*'}`
    const pool = await this.pools.getOrLoad(key, () => this.query(site, wish, null, poolSize))
    const ids = pool.filter((id) => !excluded.has(id))
    // A member who blocked (or was blocked by) much of the pool gets a list of their own.
    const chosen =
      ids.length >= suggestedLimit || pool.length < poolSize
        ? ids.slice(0, suggestedLimit)
        : await this.query(site, wish, viewer?.user.id ?? null, suggestedLimit)
    return cardsInOrder(this.db, context, chosen)
  }

  private query(site: Site, wish: Wish, viewerId: number | null, limit: number): Promise<number[]> {
    const viewer = viewerId === null ? null : { id: viewerId, blocked: null }
    return listWishedMemberIds(this.db, site.id, wish, viewer, limit)
  }
}

/** A member's wish from their profile: their country, the genders they look for and their own. */
export function wishOf(profile: ViewerProfile): Wish {
  return {
    country: profile.country,
    wanted: wantedGenders(profile.gender, profile.sexuality),
    own: isGender(profile.gender) ? profile.gender : null,
  }
}
