import { matchFinderMaxInterests } from '#shared/api/match-finder.js'
import type { MemberCard } from '#shared/api/members.js'
import { genders, searchAgeBounds } from '#shared/constants.js'

export type Gender = (typeof genders)[number]

/** What the match finder asks, in the order it asks it. */
export interface Preferences {
  gender: Gender | null
  minAge: number
  maxAge: number
  /** A region id of the country (GET /api/regions.php); null for anywhere. */
  region: number | null
  /** Interest ids (GET /api/interests.php). */
  interests: number[]
}

export function defaultPreferences(minimumAge: number): Preferences {
  const minAge = Math.max(minimumAge, 25, searchAgeBounds.min)
  return { gender: null, minAge, maxAge: Math.max(minAge, 45), region: null, interests: [] }
}

function whole(text: string | null, min: number, max: number): number | null {
  if (!text || !/^\d{1,3}$/.test(text)) return null
  const value = Number(text)
  return value >= min && value <= max ? value : null
}

/**
 * The answers kept in the page's address (so that going back from a profile shows the same matches), or
 * null while they are incomplete or do not make sense: the match finder then asks again.
 */
export function preferencesFromSearch(params: URLSearchParams, minimumAge: number): Preferences | null {
  const gender = params.get('gender')
  if (!genders.some((g) => g === gender)) return null
  const lowest = Math.max(minimumAge, searchAgeBounds.min)
  const minAge = whole(params.get('min_age'), lowest, searchAgeBounds.max)
  const maxAge = whole(params.get('max_age'), lowest, searchAgeBounds.max)
  if (minAge === null || maxAge === null || minAge > maxAge) return null
  const regionText = params.get('region')
  const region = regionText ? whole(regionText, 1, Number.MAX_SAFE_INTEGER) : null
  if (regionText && region === null) return null
  const interestsText = params.get('interests') ?? ''
  if (interestsText && !/^\d{1,10}(,\d{1,10})*$/.test(interestsText)) return null
  const interests = [...new Set(interestsText ? interestsText.split(',').map(Number) : [])]
  if (interests.length > matchFinderMaxInterests || interests.some((id) => id < 1)) return null
  return { gender: gender as Gender, minAge, maxAge, region, interests }
}

/** The address of the answers (the reverse of preferencesFromSearch). */
export function preferencesSearch(preferences: Preferences): URLSearchParams {
  const params = new URLSearchParams()
  if (preferences.gender) params.set('gender', preferences.gender)
  params.set('min_age', String(preferences.minAge))
  params.set('max_age', String(preferences.maxAge))
  if (preferences.region !== null) params.set('region', String(preferences.region))
  if (preferences.interests.length > 0)
    params.set('interests', [...preferences.interests].sort((a, b) => a - b).join(','))
  return params
}

/** The filters of GET /api/search.php for these answers. */
export function searchParams(preferences: Preferences, country: string): Record<string, string> {
  const params: Record<string, string> = {
    country,
    min_age: String(preferences.minAge),
    max_age: String(preferences.maxAge),
  }
  if (preferences.gender) params.gender = preferences.gender
  if (preferences.region !== null) params.countryregion = String(preferences.region)
  return params
}

/** Members sharing the most of the chosen interests first; otherwise the search's own order stays. */
export function orderByShared(members: MemberCard[], shared: ReadonlyMap<number, string[]>): MemberCard[] {
  return members
    .map((member, index) => ({ member, index, count: shared.get(member.id)?.length ?? 0 }))
    .sort((a, b) => b.count - a.count || a.index - b.index)
    .map(({ member }) => member)
}
