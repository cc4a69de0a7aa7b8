// The landers' plain data: the pages that paid traffic lands on import it without the API's schemas (zod),
// which stay out of their scripts (docs/benchmarks.md).

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

/** The member landings of docs/product.md §2: /members/{id}/landing, /landing2/{slug?}, /landing3/{slug?}. */
export const memberLandingDesigns = ['landing', 'landing2', 'landing3'] as const
export type MemberLandingDesign = (typeof memberLandingDesigns)[number]

/** Headline variants a member landing's slug may pick; any other slug keeps the default headline. */
export const memberLandingHeadlines = ['chat', 'date', 'meet', 'flirt'] as const
export type MemberLandingHeadline = (typeof memberLandingHeadlines)[number]

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
