import { z } from 'zod'
import { landerDesigns, landerSlugPattern } from '../landers.js'
import { memberCard } from './members.js'

// The landers' plain data lives in shared/landers.ts, which the pages import without the schemas below.
export {
  type LanderDesign,
  landerDesigns,
  landerMemberCounts,
  landerSlugPattern,
  type MemberLandingDesign,
  type MemberLandingHeadline,
  memberLandingDesigns,
  memberLandingHeadlines,
  memberLandingOthers,
  placeSlug,
  plainLanders,
  slugLanders,
} from '../landers.js'

export const landerQuery = z
  .object({
    design: z.enum(landerDesigns),
    slug: z.string().regex(landerSlugPattern).optional(),
  })
  .strict()

export type LanderQuery = z.infer<typeof landerQuery>

/** A city or region of the visitor's country that a lander's slug named. */
export const landerPlace = z.object({
  name: z.string(),
  kind: z.enum(['city', 'region']),
  /** The slug of the region it lies in (the region itself for a region). */
  region: z.string().describe('The slug of the region it lies in (the region itself for a region)'),
})
export type LanderPlace = z.infer<typeof landerPlace>

/**
 * The maplanding's drawing: the country's towns as dots in a box of `width` x `height`, and its regions
 * with how many members live there (`x`/`y` is where its label goes, null for regions off the drawing
 * such as islands far away).
 */
export const landerMap = z.object({
  width: z.number(),
  height: z.number(),
  towns: z.array(z.object({ x: z.number(), y: z.number(), size: z.number() })),
  regions: z.array(
    z.object({
      slug: z.string(),
      name: z.string(),
      count: z.number().int(),
      x: z.number().nullable(),
      y: z.number().nullable(),
    }),
  ),
})
export type LanderMap = z.infer<typeof landerMap>

export const lander = z.object({
  design: z.enum(landerDesigns),
  /** The visitor's country (docs/product.md §2: the selected country). */
  country: z.string().describe("The visitor's country (the selected country)"),
  place: landerPlace.nullable(),
  members: z.array(memberCard),
  /** Members of the country online now; only the alonetonight design asks for it. */
  online_count: z
    .number()
    .int()
    .nullable()
    .describe('Members of the country online now; only the alonetonight design asks for it'),
  map: landerMap.nullable(),
})
export type Lander = z.infer<typeof lander>

/** GET /api/lander.php?design=&slug= */
export const landerResponse = z.object({ lander })
export type LanderResponse = z.infer<typeof landerResponse>

export const memberLandingQuery = z
  .object({ id: z.coerce.number().int().positive().max(2_147_483_647) })
  .strict()

/** GET /api/member-landing.php?id=: the member, and others of the visitor's country to show below. */
export const memberLandingResponse = z.object({ member: memberCard, members: z.array(memberCard) })
export type MemberLandingResponse = z.infer<typeof memberLandingResponse>

/** How many members the home page shows: two rows of six on a desktop, four rows of three on a phone. */
export const homeMemberCount = 12

/** GET /api/home.php takes no parameters. */
export const homeQuery = z.object({}).strict()

/** GET /api/home.php: what the home page shows of the visitor's country. */
export const homeResponse = z.object({
  home: z.object({
    country: z.string().describe("The visitor's country (the selected country)"),
    /** Members with a photo, the most recently active first. */
    members: z.array(memberCard).describe('Members with a photo, the most recently active first'),
    online_count: z.number().int().describe('Members of the country online now'),
  }),
})
export type HomeResponse = z.infer<typeof homeResponse>
