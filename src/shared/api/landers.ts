import { z } from 'zod'
import { memberCard } from './members.js'

/** The landing pages of docs/product.md §2: the first three take no slug, the others an optional one. */
export const plainLanders = ['adultonly', 'tinderswipe', 'whoneedsstrings'] as const
export const slugLanders = [
  'alonetonight',
  'collagelanding',
  'gallery',
  'iconslanding',
  'maplanding',
  'socialnetwork',
  'transitionsvideolanding',
  'video',
] as const
export const landerDesigns = [...plainLanders, ...slugLanders] as const
export type LanderDesign = (typeof landerDesigns)[number]

/** How many members each design shows: enough to fill it, no more (the first paint carries them). */
export const landerMemberCounts: Record<LanderDesign, number> = {
  adultonly: 11,
  tinderswipe: 8,
  whoneedsstrings: 11,
  alonetonight: 12,
  collagelanding: 9,
  gallery: 24,
  iconslanding: 6,
  maplanding: 8,
  socialnetwork: 10,
  transitionsvideolanding: 6,
  video: 12,
}

/** A slug as a URL may carry it; anything else is ignored by the pages, never sent. */
export const landerSlugPattern = /^[a-z0-9][a-z0-9-]{0,79}$/

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

/** The member landings of docs/product.md §2: /members/{id}/landing, /landing2/{slug?}, /landing3/{slug?}. */
export const memberLandingDesigns = ['landing', 'landing2', 'landing3'] as const
export type MemberLandingDesign = (typeof memberLandingDesigns)[number]

/** Headline variants a member landing's slug may pick; any other slug keeps the default headline. */
export const memberLandingHeadlines = ['chat', 'date', 'meet', 'flirt'] as const
export type MemberLandingHeadline = (typeof memberLandingHeadlines)[number]

export const memberLandingQuery = z
  .object({ id: z.coerce.number().int().positive().max(2_147_483_647) })
  .strict()

/** GET /api/member-landing.php?id=: the member, and others of the visitor's country to show below. */
export const memberLandingResponse = z.object({ member: memberCard, members: z.array(memberCard) })
export type MemberLandingResponse = z.infer<typeof memberLandingResponse>

export const memberLandingOthers = 8

/** A place name as a slug: "Den Haag" -> "den-haag", "Île-de-France" -> "ile-de-france". */
export function placeSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/ł/g, 'l')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}
