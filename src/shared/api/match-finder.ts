import { z } from 'zod'

const id = z.number().int().positive().max(2_147_483_647)

/** A comma-separated list of ids ("3,17,42"), each at most once. */
function idList(max: number) {
  return z
    .string()
    .regex(/^\d{1,10}(,\d{1,10})*$/)
    .transform((text) => [...new Set(text.split(',').map(Number))])
    .pipe(z.array(id).min(1).max(max))
}

/** Proposals are ordered one search page at a time. */
export const matchFinderMaxMembers = 48
export const matchFinderMaxInterests = 20

/**
 * GET /api/shared-interests.php?members=&interests=: which of the chosen interests (ids from
 * /api/interests.php) each of these members has, so that the match finder can put the closest first.
 */
export const sharedInterestsQuery = z
  .object({
    members: idList(matchFinderMaxMembers),
    interests: idList(matchFinderMaxInterests),
  })
  .strict()

export type SharedInterestsQuery = z.infer<typeof sharedInterestsQuery>

/** Members the viewer may see and who share at least one interest; the others are left out. */
export const sharedInterestsResponse = z.object({
  shared: z.array(
    z.object({
      id: z.number().int(),
      interests: z.array(z.string()).describe('Slugs of the chosen interests this member has, sorted'),
    }),
  ),
})
export type SharedInterestsResponse = z.infer<typeof sharedInterestsResponse>
