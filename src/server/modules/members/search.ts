import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely'
import type { MemberCard } from '../../../shared/api/members.js'
import {
  type SearchQuery,
  type SearchResponse,
  searchAgeBounds,
  searchPageSize,
} from '../../../shared/api/search.js'
import type { Database } from '../../db/database.js'
import type { DB } from '../../db/schema.js'
import type { CurrentUser } from '../auth/current-user.js'
import type { Site } from '../sites/service.js'
import { birthDateBounds } from './ages.js'
import { type Candidates, rankCandidates, toCandidates, unknownDistance } from './candidates.js'
import { cardContext, cardsInOrder, onlineWindowMs, visibleIdsFor } from './cards.js'
import { TtlCache } from './ttl-cache.js'

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
 * The visible members matching a filter, for one searcher. `excluded` are ids left out on purpose (the
 * exact results when listing similar ones).
 */
function matching(db: Database, site: Site, searcher: Searcher | null, filter: MemberFilter, today: string) {
  const viewer = searcher ? { id: searcher.user.id, blocked: searcher.blocked } : null
  return visibleIdsFor(db, site.id, viewer).where(
    (eb) => filterCondition(eb, filter, today) ?? sql<SqlBool>`1 = 1`,
  )
}

/**
 * Online now, then active today, then everyone else; with a photo before without; nearer first when the
 * searcher shared a position (squared distance on a flattened map: cheap, and right for ranking); the id
 * last so that equal members always come in the same order and pages never overlap.
 */
function ranked<Q extends ReturnType<typeof matching>>(query: Q, searcher: Searcher | null, minute: number) {
  let ordered = query
    .orderBy(
      sql`case when profiles.last_active_at >= ${minute - onlineWindowMs} then 0 when profiles.last_active_at >= ${minute - day} then 1 else 2 end`,
    )
    .orderBy('profiles.has_photo', 'desc')
  const position = positionOf(searcher)
  if (position) {
    const { latitude: lat, longitude: lon } = position
    const squeeze = Math.cos((lat * Math.PI) / 180) ** 2
    ordered = ordered.orderBy(
      sql`coalesce((profiles.latitude - ${lat}) * (profiles.latitude - ${lat}) + (profiles.longitude - ${lon}) * (profiles.longitude - ${lon}) * ${squeeze}, ${unknownDistance})`,
    )
  }
  return ordered.orderBy('profiles.user_id')
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
 * A filter matching more members than this is ranked by the database instead of in memory; with at most 200
 * filters held, the snapshots stay under about 60 MB however many different searches arrive.
 */
const maxCandidates = 10_000

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
  private readonly counts = new TtlCache<number>(10_000, 20_000)
  private readonly candidates = new TtlCache<Candidates | 'too many'>(10_000, 200)
  // Serialized: a popular visitor search is answered many times a second.
  private readonly visitorPages = new TtlCache<string>(5_000, 2_000)
  // A block or unblock changes a member's totals: a new generation makes their cached totals unreachable.
  private readonly generations = new Map<number, number>()

  constructor(
    private readonly db: Database,
    private readonly options: { maxCandidates: number } = { maxCandidates },
  ) {}

  forgetMember(userId: number): void {
    this.generations.set(userId, (this.generations.get(userId) ?? 0) + 1)
  }

  search(site: Site, searcher: Searcher, filter: MemberFilter, page: number): Promise<SearchResponse> {
    return this.run(site, searcher, filter, page, Date.now())
  }

  /** A visitor's search, as JSON: every visitor asking the same gets the same answer. */
  searchAsVisitor(site: Site, filter: MemberFilter, page: number): Promise<string> {
    const key = `${site.id}|${filterKey(filter)}|${page}`
    return this.visitorPages.getOrLoad(key, async () =>
      JSON.stringify(await this.run(site, null, filter, page, Date.now())),
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
    if (candidates !== 'too many') {
      const excluded = new Set([
        ...(searcher ? [searcher.user.id, ...(searcher.blocked ?? [])] : []),
        ...extra,
      ])
      const rules = {
        onlineSince: minute - onlineWindowMs,
        todaySince: minute - day,
        position: positionOf(searcher),
        excluded,
      }
      const { ids, total } = rankCandidates(candidates, rules, window.offset, window.limit)
      return { ids, total, hasMore: window.offset + ids.length < total }
    }
    let query = matching(this.db, site, searcher, filter, today)
    if (extra.length > 0) query = query.where('profiles.user_id', 'not in', extra)
    const [rows, count] = await Promise.all([
      ranked(query, searcher, minute)
        .limit(window.limit + 1)
        .offset(window.offset)
        .execute(),
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
      const rows = await matching(this.db, site, null, filter, today)
        .select(['profiles.last_active_at', 'profiles.has_photo', 'profiles.latitude', 'profiles.longitude'])
        .execute()
      return toCandidates(rows)
    })
  }

  private count(site: Site, searcher: Searcher | null, filter: MemberFilter, today: string) {
    const viewer = searcher ? `${searcher.user.id}:${this.generations.get(searcher.user.id) ?? 0}` : '-'
    const key = `${site.id}|${viewer}|${today}|${filterKey(filter)}`
    return this.counts.getOrLoad(key, async () => {
      const row = await matching(this.db, site, searcher, filter, today)
        .clearSelect()
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow()
      return Number(row.count)
    })
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
