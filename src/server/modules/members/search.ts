import { TtlCache } from '#server/cache.js'
import type { Database } from '#server/db/database.js'
import type { MemberCard } from '#shared/api/members.js'
import { type SearchQuery, type SearchResponse, searchResponse } from '#shared/api/search.js'
import { searchAgeBounds, searchPageSize } from '#shared/constants.js'
import type { CurrentUser } from '../auth/current-user.js'
import type { Site } from '../sites/service.js'
import { type Candidates, rankCandidates, toCandidates } from './candidates.js'
import { cardContext, cardsInOrder, onlineWindowMs } from './cards.js'
import {
  countMatchingMembers,
  type ListViewer,
  listCandidateRows,
  listRankedMemberIds,
  type SearchOrder,
} from './queries.js'
import { loadViewer } from './viewer.js'

export interface MemberFilter {
  gender?: string
  country?: string
  regionId?: number
  minAge?: number
  maxAge?: number
}

/** Who is searching: a member (excluded from their own results, with blocks and maybe a position) or a visitor. */
export interface Searcher {
  user: CurrentUser
  latitude: number | null
  longitude: number | null
  /** Members blocked either way, or null when there are many (blockedEitherWay). */
  blocked: number[] | null
}

const day = 24 * 60 * 60_000
const similarAgeWidening = 5

export function filterFromQuery(query: SearchQuery): MemberFilter {
  return {
    gender: query.gender,
    country: query.country,
    regionId: query.countryregion,
    minAge: query.min_age,
    maxAge: query.max_age,
  }
}

function filterKey(filter: MemberFilter): string {
  return [filter.gender, filter.country, filter.regionId, filter.minAge, filter.maxAge].join('|')
}

/** The searcher as the member queries take them: their id and the members blocked either way. */
function viewerOf(searcher: Searcher | null): ListViewer | null {
  return searcher ? { id: searcher.user.id, blocked: searcher.blocked } : null
}

/** Widened filters for 'similar results': no region and five years more each side, then no country either. */
function widenings(filter: MemberFilter): MemberFilter[] {
  const wider: MemberFilter = {
    ...filter,
    regionId: undefined,
    minAge:
      filter.minAge === undefined
        ? undefined
        : Math.max(searchAgeBounds.min, filter.minAge - similarAgeWidening),
    maxAge:
      filter.maxAge === undefined
        ? undefined
        : Math.min(searchAgeBounds.max, filter.maxAge + similarAgeWidening),
  }
  const steps = [wider, { ...wider, country: undefined }]
  const seen = new Set([filterKey(filter)])
  return steps.filter((step) => {
    const key = filterKey(step)
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/**
 * A filter matching more members than this is ranked by the database instead of in memory. A country of a
 * large site (a fifth of 100,000 members) stays in memory: ranking its members here costs a fraction of a
 * millisecond, where the database sorts them for every page in 4–5 ms.
 */
const maxCandidates = 50_000
/** The members all held filters keep together, about 29 bytes each: under 60 MB whatever searches arrive. */
const heldCandidates = 2_000_000

interface RankedPage {
  ids: number[]
  /** Members matching, without the searcher, the members blocked either way and `extraExcluded`. */
  total: number
  hasMore: boolean
}

/**
 * Member search (GET /api/search.php). The members matching a filter are kept a few seconds and ranked per
 * searcher in memory (candidates.ts); filters matching very many members, and searchers with very many
 * blocks, are ranked by the database. The members of a page are always read fresh. Visitors all get the same
 * answer for the same filter, so theirs is kept whole for a few seconds.
 */
export class MemberSearch {
  private readonly counts = new TtlCache<number>({ ttlMs: 10_000, max: 20_000 })
  private readonly candidates = new TtlCache<Candidates | 'too many'>({
    ttlMs: 10_000,
    max: 200,
    maxSize: heldCandidates,
    sizeOf: (held) => (held === 'too many' ? 1 : held.ids.length),
  })
  // Serialized: a popular visitor search is answered many times a second.
  private readonly visitorPages = new TtlCache<string>({ ttlMs: 5_000, max: 2_000 })
  /**
   * What ranking needs of a searcher besides the filter: their position and the members blocked either way.
   * A member searches page after page; reading them for each was a round trip of three on PostgreSQL.
   */
  private readonly searchers = new TtlCache<Omit<Searcher, 'user'>>({ ttlMs: 10_000, max: 20_000 })
  // A block or unblock changes a member's totals and blocks, in every process (blocks.changed on the event
  // bus): a new generation makes what is cached of them unreachable.
  private readonly generations = new Map<number, number>()

  constructor(
    private readonly db: Database,
    private readonly options: { maxCandidates: number } = { maxCandidates },
  ) {}

  forgetMember(userId: number): void {
    this.generations.set(userId, (this.generations.get(userId) ?? 0) + 1)
  }

  /**
   * The member searching. Their position is kept as long as the candidates are (a position changed on another
   * process ranks by the old one for at most that long); their blocks are forgotten as soon as one is set or
   * lifted, here or on another process (docs/decisions/0041).
   */
  async searcherOf(user: CurrentUser): Promise<Searcher> {
    const key = this.generationKey(user.id)
    const facts = await this.searchers.getOrLoad(key, async () => {
      const { profile, blocked } = await loadViewer(this.db, user.id)
      return { latitude: profile?.latitude ?? null, longitude: profile?.longitude ?? null, blocked }
    })
    return { user, ...facts }
  }

  private generationKey(userId: number): string {
    return `${userId}:${this.generations.get(userId) ?? 0}`
  }

  search(site: Site, searcher: Searcher, filter: MemberFilter, page: number): Promise<SearchResponse> {
    return this.run(site, searcher, filter, page, Date.now())
  }

  /**
   * A visitor's search, as JSON written from the answer's schema once, when it is made: every visitor asking
   * the same gets the same answer, and the route sends the text as it is.
   */
  searchAsVisitor(site: Site, filter: MemberFilter, page: number): Promise<string> {
    const key = `${site.id}|${filterKey(filter)}|${page}`
    return this.visitorPages.getOrLoad(key, async () =>
      JSON.stringify(searchResponse.parse(await this.run(site, null, filter, page, Date.now()))),
    )
  }

  private async run(
    site: Site,
    searcher: Searcher | null,
    filter: MemberFilter,
    page: number,
    now: number,
  ): Promise<SearchResponse> {
    const context = cardContext(site, searcher?.user ?? null, now)
    // Activity ranks by the minute, so that the pages of one search agree with each other.
    const minute = now - (now % 60_000)
    const ranked = await this.rank(site, searcher, filter, context.today, minute, {
      offset: (page - 1) * searchPageSize,
      limit: searchPageSize,
    })
    const results = await cardsInOrder(this.db, context, ranked.ids)
    const similar =
      page === 1 && !ranked.hasMore && results.length < searchPageSize
        ? await this.similar(site, searcher, filter, results, context, minute)
        : { results: [], count: 0 }
    return {
      results,
      numResults: Math.max(ranked.total, (page - 1) * searchPageSize + results.length),
      page,
      pageSize: searchPageSize,
      hasMore: ranked.hasMore,
      similar_results: similar.results,
      similar_numResults: similar.count,
    }
  }

  /** One page of ranked ids and the total, in memory when the filter's members are few enough. */
  private async rank(
    site: Site,
    searcher: Searcher | null,
    filter: MemberFilter,
    today: string,
    minute: number,
    window: { offset: number; limit: number; extraExcluded?: number[] },
  ): Promise<RankedPage> {
    const extra = window.extraExcluded ?? []
    const candidates = searcher?.blocked === null ? 'too many' : await this.candidatesFor(site, filter, today)
    // One set of rules for both rankings: in memory and by the database.
    const order: SearchOrder = {
      onlineSince: minute - onlineWindowMs,
      todaySince: minute - day,
      position: positionOf(searcher),
    }
    if (candidates !== 'too many') {
      const excluded = new Set([
        ...(searcher ? [searcher.user.id, ...(searcher.blocked ?? [])] : []),
        ...extra,
      ])
      const rules = { ...order, excluded }
      const { ids, total } = rankCandidates(candidates, rules, window.offset, window.limit)
      return { ids, total, hasMore: window.offset + ids.length < total }
    }
    const [rows, count] = await Promise.all([
      listRankedMemberIds(
        this.db,
        site.id,
        viewerOf(searcher),
        { filter, today, order, excluded: extra },
        // One more than the page: whether more follow.
        { offset: window.offset, limit: window.limit + 1 },
      ),
      this.count(site, searcher, filter, today),
    ])
    return {
      ids: rows.slice(0, window.limit).map((row) => row.user_id),
      // The extra excluded (exact results, when listing similar ones) all match the filter.
      total: Math.max(0, count - extra.length),
      hasMore: rows.length > window.limit,
    }
  }

  /** The members matching a filter for anyone (no searcher's exclusions yet), or 'too many' to hold. */
  private candidatesFor(site: Site, filter: MemberFilter, today: string) {
    const key = `${site.id}|${today}|${filterKey(filter)}`
    return this.candidates.getOrLoad(key, async () => {
      if ((await this.count(site, null, filter, today)) > this.options.maxCandidates) return 'too many'
      return toCandidates(await listCandidateRows(this.db, site.id, filter, today))
    })
  }

  private count(site: Site, searcher: Searcher | null, filter: MemberFilter, today: string) {
    const viewer = searcher ? this.generationKey(searcher.user.id) : '-'
    const key = `${site.id}|${viewer}|${today}|${filterKey(filter)}`
    return this.counts.getOrLoad(key, () =>
      countMatchingMembers(this.db, site.id, viewerOf(searcher), filter, today),
    )
  }

  /** Members of the first widening that fills a page (else of the widest), never repeating the results. */
  private async similar(
    site: Site,
    searcher: Searcher | null,
    filter: MemberFilter,
    exact: MemberCard[],
    context: ReturnType<typeof cardContext>,
    minute: number,
  ): Promise<{ results: MemberCard[]; count: number }> {
    const window = { offset: 0, limit: searchPageSize, extraExcluded: exact.map((card) => card.id) }
    let chosen: RankedPage | null = null
    for (const step of widenings(filter)) {
      chosen = await this.rank(site, searcher, step, context.today, minute, window)
      if (chosen.total >= searchPageSize) break
    }
    if (!chosen || chosen.total === 0) return { results: [], count: 0 }
    return { results: await cardsInOrder(this.db, context, chosen.ids), count: chosen.total }
  }
}

function positionOf(searcher: Searcher | null) {
  const latitude = searcher?.latitude
  const longitude = searcher?.longitude
  return typeof latitude === 'number' && typeof longitude === 'number' ? { latitude, longitude } : null
}
