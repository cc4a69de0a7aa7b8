import { describe, expect, it } from 'vitest'
import { type CandidateRow, rankCandidates, toCandidates } from './candidates.js'

const now = 1_800_000_000_000
const rules = {
  onlineSince: now - 600_000,
  todaySince: now - 86_400_000,
  position: null,
  excluded: new Set<number>(),
}

function row(user_id: number, minutesAgo: number, photo: boolean, position?: [number, number]): CandidateRow {
  return {
    user_id,
    last_active_at: now - minutesAgo * 60_000,
    has_photo: photo ? 1 : 0,
    latitude: position?.[0] ?? null,
    longitude: position?.[1] ?? null,
  }
}

/** The same numbers in [0, 1) on every run. */
function seededRandom(seed: number) {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31
    return state / 2 ** 31
  }
}

/** Members active over the last few days, most with a photo and a position around the Netherlands. */
function randomRows(count: number, random: () => number): CandidateRow[] {
  return Array.from({ length: count }, (_, i) =>
    row(
      i * 3 + 1,
      Math.floor(random() * 5000),
      random() < 0.7,
      random() < 0.8 ? [50 + random() * 4, 3 + random() * 4] : undefined,
    ),
  )
}

describe('ranking candidates in memory', () => {
  it('puts online before today before the rest, photos first, nearer first, then by id', () => {
    const candidates = toCandidates([
      row(9, 3000, true, [52.37, 4.9]),
      row(3, 3000, true, [53.22, 6.57]),
      row(4, 3000, true),
      row(7, 60, false),
      row(5, 60, true),
      row(8, 5, false),
      row(2, 3000, false, [52.37, 4.9]),
      row(1, 3000, true, [52.37, 4.9]),
    ])
    const amsterdam = { ...rules, position: { latitude: 52.37, longitude: 4.9 } }
    expect(rankCandidates(candidates, amsterdam, 0, 10)).toEqual({ ids: [8, 5, 7, 1, 9, 3, 4, 2], total: 8 })
    expect(rankCandidates(candidates, rules, 0, 10).ids).toEqual([8, 5, 7, 1, 3, 4, 9, 2])
  })

  it('leaves out the excluded and counts without them', () => {
    const candidates = toCandidates([row(1, 1, true), row(2, 1, true), row(3, 1, true)])
    const result = rankCandidates(candidates, { ...rules, excluded: new Set([2]) }, 0, 10)
    expect(result).toEqual({ ids: [1, 3], total: 2 })
    expect(rankCandidates(candidates, rules, 5, 10)).toEqual({ ids: [], total: 3 })
  })

  it('pages the same whether it picks the first ranks or sorts everyone', () => {
    const rows = randomRows(2000, seededRandom(7))
    const candidates = toCandidates(rows)
    const near = { ...rules, position: { latitude: 52, longitude: 5 } }
    const everyone = rankCandidates(candidates, near, 0, 2000).ids
    expect(new Set(everyone).size).toBe(2000)
    for (const offset of [0, 24, 48, 240, 960])
      expect(rankCandidates(candidates, near, offset, 24).ids).toEqual(everyone.slice(offset, offset + 24))
  })

  it('ranks as one sort by group, distance and id would, for any page and exclusions', () => {
    const random = seededRandom(11)
    const rows = randomRows(1500, random)
    const candidates = toCandidates(rows)
    const excluded = new Set(rows.filter(() => random() < 0.05).map((r) => r.user_id))
    const groupOf = (r: CandidateRow) => {
      const active = r.last_active_at
      const bucket = active >= rules.onlineSince ? 0 : active >= rules.todaySince ? 1 : 2
      return bucket * 2 + 1 - r.has_photo
    }
    const position = { latitude: 52, longitude: 5 }
    const squeeze = Math.cos((52 * Math.PI) / 180) ** 2
    const distanceOf = (r: CandidateRow) =>
      r.latitude === null || r.longitude === null
        ? 1_000_000
        : (r.latitude - 52) ** 2 + (r.longitude - 5) ** 2 * squeeze
    for (const near of [true, false]) {
      const expected = rows
        .filter((r) => !excluded.has(r.user_id))
        .sort(
          (a, b) =>
            groupOf(a) - groupOf(b) || (near ? distanceOf(a) - distanceOf(b) : 0) || a.user_id - b.user_id,
        )
        .map((r) => r.user_id)
      const ranked = { ...rules, excluded, position: near ? position : null }
      for (const [offset, limit] of [
        [0, 24],
        [24, 24],
        [300, 24],
        [0, 400],
        [1400, 100],
      ] as const)
        expect(rankCandidates(candidates, ranked, offset, limit)).toEqual({
          ids: expected.slice(offset, offset + limit),
          total: expected.length,
        })
    }
  })

  it('regroups the members when the minute moves on', () => {
    const candidates = toCandidates([row(1, 60, true), row(2, 5, true)])
    expect(rankCandidates(candidates, rules, 0, 2).ids).toEqual([2, 1])
    const later = { ...rules, onlineSince: rules.onlineSince + 30 * 60_000 }
    expect(rankCandidates(candidates, later, 0, 2).ids).toEqual([1, 2])
  })
})
