/** Business constants (docs/product.md §9). */
export const photoLimits = { free: 3, premium: 25 } as const
/** The time bonus lasts 4 hours from signup; its modal shows after 40 s with 0 credits. */
export const timeBonusSeconds = 14_400
export const timeBonusModalDelayMs = 40_000
export const swipeLikesPerDay = 4
export const reactivationDays = 14
export const pollingIntervalMs = { default: 60_000, pushSubscribed: 300_000, firstDelay: 5_000 } as const
export const likesReloadDelayMs = 500
export const unreadBadgeCap = 99
export const creditsBadgeThreshold = 10
export const authCookieMaxAgeDays = 30
export const geolocationMaximumAgeMs = 3_600_000
export const pageFetchMinimumDelayMs = 200
export const loadingBar = { durationMs: 5_000, throttleMs: 200 } as const
export const designVersion = 2
export const defaultCdnPrefix = '/cdn/'
export const defaultMinimumAge = 18

/** Countries the platform knows (docs/product.md §2, language choices by geo country). */
export const countries = [
  'US',
  'NL',
  'BE',
  'FR',
  'IT',
  'ES',
  'DE',
  'AT',
  'IE',
  'GB',
  'CA',
  'PL',
  'AU',
  'NZ',
  'CH',
] as const
export type Country = (typeof countries)[number]

export function isCountry(value: unknown): value is Country {
  return typeof value === 'string' && (countries as readonly string[]).includes(value)
}

export const genders = ['male', 'female'] as const
export const sexualities = ['hetero', 'gay', 'lesbian', 'bi'] as const
export const hairColors = ['black', 'brown', 'blond', 'red', 'grey', 'other'] as const
export const eyeColors = ['brown', 'blue', 'green', 'grey', 'hazel'] as const
export const bodyTypes = ['slim', 'athletic', 'average', 'curvy', 'large'] as const
export const relationshipStatuses = ['single', 'divorced', 'widowed', 'separated', 'in_relationship'] as const
export const tattooOptions = ['none', 'some', 'many'] as const

/** Profile fields a site can choose to show (setting visible_profile_fields). */
export const profileFields = [
  'age',
  'gender',
  'sexuality',
  'city',
  'region',
  'country',
  'hair_color',
  'eye_color',
  'body_type',
  'relationship_status',
  'tattoos',
  'height',
  'interests',
  'about_me',
] as const
export type ProfileField = (typeof profileFields)[number]

export const searchFields = ['gender', 'country', 'countryregion', 'min_age', 'max_age'] as const

// Plain values the browser needs without the API schemas (src/shared/api), which import them from here.

/** Members on one page of search results. */
export const searchPageSize = 24
/** The ages a search may ask for. */
export const searchAgeBounds = { min: 18, max: 99 } as const

/** The path of the realtime socket. */
export const realtimePath = '/api/ws'
/** Close codes the client acts on: 4401 no session (log out), 4403 origin refused. */
export const realtimeCloseCodes = { unauthenticated: 4401, forbiddenOrigin: 4403 } as const

/**
 * The most a discount takes off, whatever the operator typed: a provider cannot charge nothing, and a
 * bundle for nothing would make the buyer premium for life without a payment.
 */
export const maxDiscountPercentage = 90
