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
 * wider than any distance, so the distance only decides within a group. `groupKey` alone is a lower bound of
 * the key, enough to pass over a member who cannot rank.
 */
function rankKeyOf(candidates: Candidates, rules: RankingRules) {
  const { lastActive, hasPhoto, latitude, longitude } = candidates
  const { onlineSince, todaySince, position } = rules
  const latitude0 = position?.latitude ?? 0
  const longitude0 = position?.longitude ?? 0
  const squeeze = position ? Math.cos((latitude0 * Math.PI) / 180) ** 2 : 0
  const groupKey = (i: number) => {
    const active = lastActive[i] as number
    const bucket = active >= onlineSince ? 0 : active >= todaySince ? 1 : 2
    return (bucket * 2 + 1 - (hasPhoto[i] as number)) * (2 * unknownDistance)
  }
  const distance = (i: number) => {
    if (!position) return 0
    const dLat = (latitude[i] as number) - latitude0
    const dLon = (longitude[i] as number) - longitude0
    const squared = dLat * dLat + dLon * dLon * squeeze
    return Number.isNaN(squared) ? unknownDistance : Math.min(squared, unknownDistance)
  }
  return { groupKey, distance }
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
  const skipped = excludedPositions(candidates.ids, rules.excluded)
  const total = candidates.ids.length - skipped.size
  if (offset >= total) return { ids: [], total }
  const wanted = offset + limit
  const keyOf = rankKeyOf(candidates, rules)
  const top =
    wanted <= selectionLimit
      ? smallest(candidates.ids.length, keyOf, skipped, wanted)
      : sortedPositions(candidates.ids.length, keyOf, skipped)
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
 * The k positions of smallest key in order, kept in a small sorted array while passing over the members once.
 * Positions come in ascending order, so one that only ties the last kept ranks after it and is passed over;
 * so is one whose group alone ranks after it, without measuring its distance.
 */
function smallest(
  n: number,
  { groupKey, distance }: ReturnType<typeof rankKeyOf>,
  skipped: ReadonlySet<number>,
  k: number,
): number[] {
  const best = new Int32Array(k)
  const bestKeys = new Float64Array(k)
  let count = 0
  let last = Number.POSITIVE_INFINITY
  for (let i = 0; i < n; i++) {
    const group = groupKey(i)
    if (group >= last) continue
    const key = group + distance(i)
    if (key >= last || (skipped.size > 0 && skipped.has(i))) continue
    let at = count < k ? count++ : k - 1
    while (at > 0 && key < (bestKeys[at - 1] as number)) {
      best[at] = best[at - 1] as number
      bestKeys[at] = bestKeys[at - 1] as number
      at--
    }
    best[at] = i
    bestKeys[at] = key
    if (count === k) last = bestKeys[k - 1] as number
  }
  return Array.from(best.subarray(0, count))
}

/** Every position but the skipped ones, by key and then by position. */
function sortedPositions(
  n: number,
  { groupKey, distance }: ReturnType<typeof rankKeyOf>,
  skipped: ReadonlySet<number>,
): number[] {
  const keys = new Float64Array(n)
  const order: number[] = []
  for (let i = 0; i < n; i++) {
    keys[i] = groupKey(i) + distance(i)
    if (!skipped.has(i)) order.push(i)
  }
  return order.sort((a, b) => (keys[a] as number) - (keys[b] as number) || a - b)
}
