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

/** Online, active today, the rest; each with a photo first: the six groups in their order. */
const groupCount = 6

/**
 * The candidates' positions group by group (online with a photo first, inactive without one last), each
 * group in id order, for the activity moments of one minute: every searcher of the filter in that minute
 * shares them, and a page is then picked from the first groups alone instead of from everyone.
 */
interface Grouping {
  onlineSince: number
  todaySince: number
  positions: Int32Array
  /** Where each group starts in `positions`, and where the last ends. */
  starts: Int32Array
}

const groupings = new WeakMap<Candidates, Grouping>()

function groupingOf(candidates: Candidates, { onlineSince, todaySince }: RankingRules): Grouping {
  const kept = groupings.get(candidates)
  if (kept && kept.onlineSince === onlineSince && kept.todaySince === todaySince) return kept
  const { lastActive, hasPhoto } = candidates
  const n = lastActive.length
  const groups = new Uint8Array(n)
  const starts = new Int32Array(groupCount + 1)
  for (let i = 0; i < n; i++) {
    const active = lastActive[i] as number
    const bucket = active >= onlineSince ? 0 : active >= todaySince ? 1 : 2
    const group = bucket * 2 + 1 - (hasPhoto[i] as number)
    groups[i] = group
    starts[group + 1] = (starts[group + 1] as number) + 1
  }
  for (let group = 1; group <= groupCount; group++)
    starts[group] = (starts[group] as number) + (starts[group - 1] as number)
  const next = starts.slice(0, groupCount)
  const positions = new Int32Array(n)
  for (let i = 0; i < n; i++) {
    const group = groups[i] as number
    positions[next[group] as number] = i
    next[group] = (next[group] as number) + 1
  }
  const grouping = { onlineSince, todaySince, positions, starts }
  groupings.set(candidates, grouping)
  return grouping
}

/** The squared distance on a flattened map from the searcher's position, or null without one. */
function distanceFrom(candidates: Candidates, position: RankingRules['position']) {
  if (!position) return null
  const { latitude, longitude } = candidates
  const latitude0 = position.latitude
  const longitude0 = position.longitude
  const squeeze = Math.cos((latitude0 * Math.PI) / 180) ** 2
  return (i: number) => {
    const dLat = (latitude[i] as number) - latitude0
    const dLon = (longitude[i] as number) - longitude0
    const squared = dLat * dLat + dLon * dLon * squeeze
    return Number.isNaN(squared) ? unknownDistance : Math.min(squared, unknownDistance)
  }
}

type Distance = ReturnType<typeof distanceFrom>

/**
 * The ids at ranks [offset, offset + limit) and how many members there are without the excluded ones: by
 * activity group, with a photo first, then nearer first, then by id (the candidates are sorted by id), as
 * the database's ranking orders them. Only the groups that reach the page's last rank are looked at.
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
  const { positions, starts } = groupingOf(candidates, rules)
  const distance = distanceFrom(candidates, rules.position)
  const top: number[] = []
  for (let group = 0; group < groupCount && top.length < wanted; group++) {
    const members = positions.subarray(starts[group], starts[group + 1])
    for (const i of firstOfGroup(members, distance, skipped, wanted - top.length)) top.push(i)
  }
  return { ids: top.slice(offset, wanted).map((i) => candidates.ids[i] as number), total }
}

// Up to this many ranks of a group (the first pages) are picked in one pass instead of sorting the group.
const selectionLimit = 256

/** The first k of one group's positions (in id order), nearest first when the searcher has a position. */
function firstOfGroup(
  members: Int32Array,
  distance: Distance,
  skipped: ReadonlySet<number>,
  k: number,
): Iterable<number> {
  if (!distance) return firstNotSkipped(members, skipped, k)
  if (k <= selectionLimit) return nearest(members, distance, skipped, k)
  return byDistance(members, distance, skipped).slice(0, k)
}

function firstNotSkipped(members: Int32Array, skipped: ReadonlySet<number>, k: number): number[] {
  if (skipped.size === 0) return Array.from(members.subarray(0, k))
  const first: number[] = []
  for (let at = 0; at < members.length && first.length < k; at++) {
    const i = members[at] as number
    if (!skipped.has(i)) first.push(i)
  }
  return first
}

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
 * The k nearest positions in order, kept in a small sorted array while passing over the group once. The
 * positions come in ascending order, so one that only ties the last kept ranks after it and is passed over.
 */
function nearest(
  members: Int32Array,
  distance: NonNullable<Distance>,
  skipped: ReadonlySet<number>,
  k: number,
): Int32Array {
  const best = new Int32Array(k)
  const bestKeys = new Float64Array(k)
  let count = 0
  let last = Number.POSITIVE_INFINITY
  for (let at = 0; at < members.length; at++) {
    const i = members[at] as number
    const key = distance(i)
    if (key >= last || (skipped.size > 0 && skipped.has(i))) continue
    let slot = count < k ? count++ : k - 1
    while (slot > 0 && key < (bestKeys[slot - 1] as number)) {
      best[slot] = best[slot - 1] as number
      bestKeys[slot] = bestKeys[slot - 1] as number
      slot--
    }
    best[slot] = i
    bestKeys[slot] = key
    if (count === k) last = bestKeys[k - 1] as number
  }
  return best.subarray(0, count)
}

/** The group's positions but the skipped ones, nearest first and then by position. */
function byDistance(
  members: Int32Array,
  distance: NonNullable<Distance>,
  skipped: ReadonlySet<number>,
): number[] {
  const keys = new Float64Array(members.length)
  const order: number[] = []
  members.forEach((i, at) => {
    keys[at] = distance(i)
    if (!skipped.has(i)) order.push(at)
  })
  // Within the group the positions ascend, so ordering by place breaks ties by position too.
  return order
    .sort((a, b) => (keys[a] as number) - (keys[b] as number) || a - b)
    .map((at) => members[at] as number)
}
