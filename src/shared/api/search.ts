import { z } from 'zod'
import { countries, genders, searchAgeBounds } from '../constants.js'
import { memberCard } from './members.js'

export const searchErrors = {
  ageRange: 'search.errors.age_range',
  unknownRegion: 'search.errors.unknown_region',
  regionWithoutCountry: 'search.errors.region_without_country',
} as const

const age = z.coerce.number().int().min(searchAgeBounds.min).max(searchAgeBounds.max)

/**
 * GET /api/search.php (docs/product.md §3 Search state): every filter is optional; `countryregion` is a
 * region id of `country`. `network` carries the visitor's traffic source for the logged-out search rule
 * (docs/product.md §4).
 */
export const searchQuery = z
  .object({
    gender: z.enum(genders).optional(),
    country: z.enum(countries).optional(),
    countryregion: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    min_age: age.optional(),
    max_age: age.optional(),
    page: z.coerce.number().int().min(1).max(1000).default(1),
    network: z.string().trim().max(100).optional(),
  })
  .strict()
  .refine((q) => q.min_age === undefined || q.max_age === undefined || q.min_age <= q.max_age, {
    message: searchErrors.ageRange,
    path: ['max_age'],
  })

export type SearchQuery = z.infer<typeof searchQuery>

/**
 * One page of results. `similar_results` (page 1 only) widen the filters when fewer than a page match;
 * they never repeat a result.
 */
export const searchResponse = z.object({
  results: z.array(memberCard),
  numResults: z.number().int().describe('How many members match the filters in all'),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
  similar_results: z.array(memberCard),
  similar_numResults: z.number().int(),
})
export type SearchResponse = z.infer<typeof searchResponse>

/** GET /api/suggested.php takes no parameters. */
export const suggestedQuery = z.object({}).strict()

/** GET /api/suggested.php: members picked for the viewer (their preferences and country), with a photo. */
export const suggestedResponse = z.object({ members: z.array(memberCard) })
export type SuggestedResponse = z.infer<typeof suggestedResponse>
