/**
 * The members matching one search filter, with what ranking needs, held in memory for a few seconds and
 * ranked per searcher in JavaScript: many searchers share a filter, and ranking a few thousand members here
 * costs less than asking the database to sort them for every page. The members finally shown are checked
 * against the database again (cardsInOrder), so a member hidden in the meantime never appears.
 */

export interface Candidates {
  /** Ascending, so that equal ranks keep the id order. */
  ids: Int32Array
  lastActive: Float64Array
  hasPhoto: Uint8Array
  /** NaN where the member shared no position. */
  latitude: Float64Array
  longitude: Float64Array
}

export interface CandidateRow {
  user_id: number
  last_active_at: number
  has_photo: number
  latitude: number | null
  longitude: number | null
}

export function toCandidates(rows: CandidateRow[]): Candidates {
  const sorted = [...rows].sort((a, b) => a.user_id - b.user_id)
  const n = sorted.length
  const candidates: Candidates = {
    ids: new Int32Array(n),
    lastActive: new Float64Array(n),
    hasPhoto: new Uint8Array(n),
    latitude: new Float64Array(n),
    longitude: new Float64Array(n),
  }
  sorted.forEach((row, i) => {
    candidates.ids[i] = row.user_id
    candidates.lastActive[i] = row.last_active_at
    candidates.hasPhoto[i] = row.has_photo
    candidates.latitude[i] = row.latitude ?? Number.NaN
    candidates.longitude[i] = row.longitude ?? Number.NaN
  })
  return candidates
}

export interface RankingRules {
  /** Members active since this moment are online (bucket 0). */
  onlineSince: number
  /** Members active since this moment were active today (bucket 1). */
  todaySince: number
  position: { latitude: number; longitude: number } | null
  excluded: ReadonlySet<number>
}

/** Farther than anyone on the map: members without a position come last within their group. */
export const unknownDistance = 1_000_000

/**
 * One number per member that orders like (activity bucket, photo first, distance): the groups are spaced
 * wider than any distance, so the distance only decides within a group.
 */
function rankKeys(candidates: Candidates, rules: RankingRules): Float64Array {
  const { ids, lastActive, hasPhoto, latitude, longitude } = candidates
  const keys = new Float64Array(ids.length)
  const position = rules.position
  const squeeze = position ? Math.cos((position.latitude * Math.PI) / 180) ** 2 : 0
  for (let i = 0; i < ids.length; i++) {
    const active = lastActive[i] as number
    const bucket = active >= rules.onlineSince ? 0 : active >= rules.todaySince ? 1 : 2
    const group = bucket * 2 + (hasPhoto[i] === 1 ? 0 : 1)
    let distance = 0
    if (position) {
      const dLat = (latitude[i] as number) - position.latitude
      const dLon = (longitude[i] as number) - position.longitude
      const squared = dLat * dLat + dLon * dLon * squeeze
      distance = Number.isNaN(squared) ? unknownDistance : Math.min(squared, unknownDistance)
    }
    keys[i] = group * (2 * unknownDistance) + distance
  }
  return keys
}

/**
 * The ids at ranks [offset, offset + limit) and how many members there are without the excluded ones.
 * Equal keys keep the id order (the candidates are sorted by id), as the database's tie-breaker does.
 */
export function rankCandidates(
  candidates: Candidates,
  rules: RankingRules,
  offset: number,
  limit: number,
): { ids: number[]; total: number } {
  const keys = rankKeys(candidates, rules)
  const skipped = excludedPositions(candidates.ids, rules.excluded)
  const total = candidates.ids.length - skipped.size
  if (offset >= total) return { ids: [], total }
  const wanted = offset + limit
  const top = wanted <= selectionLimit ? smallest(keys, skipped, wanted) : sortedPositions(keys, skipped)
  return { ids: top.slice(offset, wanted).map((i) => candidates.ids[i] as number), total }
}

// Up to this many ranks (the first pages) are picked in one pass instead of sorting everyone.
const selectionLimit = 256

/** Where the excluded members are among the candidates: a few ids, found by halving the sorted list. */
function excludedPositions(ids: Int32Array, excluded: ReadonlySet<number>): Set<number> {
  const positions = new Set<number>()
  for (const id of excluded) {
    let low = 0
    let high = ids.length - 1
    while (low <= high) {
      const middle = (low + high) >>> 1
      const at = ids[middle] as number
      if (at === id) {
        positions.add(middle)
        break
      }
      if (at < id) low = middle + 1
      else high = middle - 1
    }
  }
  return positions
}

/**
 * The k positions of smallest key in order, kept in a small sorted array while passing over the keys once.
 * Positions come in ascending order, so one that only ties the last kept ranks after it and is passed over.
 */
function smallest(keys: Float64Array, skipped: ReadonlySet<number>, k: number): number[] {
  const best: number[] = []
  const bestKeys: number[] = []
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i] as number
    if (best.length === k && key >= (bestKeys[k - 1] as number)) continue
    if (skipped.size > 0 && skipped.has(i)) continue
    let at = best.length < k ? best.length : k - 1
    while (at > 0 && key < (bestKeys[at - 1] as number)) {
      best[at] = best[at - 1] as number
      bestKeys[at] = bestKeys[at - 1] as number
      at--
    }
    best[at] = i
    bestKeys[at] = key
  }
  return best
}

/** Every position but the skipped ones, by key and then by position. */
function sortedPositions(keys: Float64Array, skipped: ReadonlySet<number>): number[] {
  const order: number[] = []
  for (let i = 0; i < keys.length; i++) if (!skipped.has(i)) order.push(i)
  return order.sort((a, b) => (keys[a] as number) - (keys[b] as number) || a - b)
}
