import { z } from 'zod'

/** docs/product.md §4 Like: the likes between the viewer and a member, from the viewer's side. */
export const likeStates = ['none', 'liked', 'received', 'match'] as const
export type LikeState = (typeof likeStates)[number]

/** A member as cards and short profiles show them: never an e-mail, exact position or birth date. */
export const memberCard = z
  .object({
    id: z.number().int(),
    name: z.string(),
    age: z.number().int(),
    city: z.string().nullable(),
    country: z.string(),
    fictional: z.boolean(),
    online: z.boolean(),
    main_image: z.object({ url: z.string(), thumb_url: z.string(), card_url: z.string() }).nullable(),
  })
  .meta({ id: 'MemberCard' })
export type MemberCard = z.infer<typeof memberCard>

export const memberListResponse = z.object({ members: z.array(memberCard) })
export type MemberListResponse = z.infer<typeof memberListResponse>

export const memberIdQuery = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }).strict()

/**
 * A photo on someone else's profile. A `locked` photo is a private one the viewer may not see (a visitor or
 * a free member): its URLs then point to a blurred version, never to the photo itself.
 */
export const profilePhoto = z.object({
  id: z.number().int(),
  private: z.boolean(),
  locked: z.boolean(),
  url: z.string(),
  thumb_url: z.string(),
  card_url: z.string(),
})
export type ProfilePhoto = z.infer<typeof profilePhoto>

/**
 * GET /api/member.php?id= (docs/product.md §2 Other screens item 5): a member's full profile. The fields
 * after `photos` are present only when the site's `visible_profile_fields` lists them (`region` for region,
 * `height` for height_cm). Interest and region names come translated into the viewer's language;
 * the other fields are the stored codes (the web translates them).
 */
export const memberProfile = memberCard
  .extend({
    premium: z.boolean(),
    new_member: z.boolean().describe('Joined within the last 7 days'),
    blocked_by_me: z.boolean().describe('The viewer has blocked this member (they can unblock)'),
    like: z.enum(likeStates).optional().describe('The likes between a logged-in viewer and this member'),
    photos: z.array(profilePhoto),
    gender: z.string().nullable().optional(),
    sexuality: z.string().nullable().optional(),
    region: z.string().nullable().optional(),
    hair_color: z.string().nullable().optional(),
    eye_color: z.string().nullable().optional(),
    body_type: z.string().nullable().optional(),
    relationship_status: z.string().nullable().optional(),
    tattoos: z.string().nullable().optional(),
    height_cm: z.number().int().nullable().optional(),
    interests: z.array(z.object({ slug: z.string(), name: z.string() })).optional(),
    about_me: z.string().nullable().optional(),
  })
  .meta({ id: 'MemberProfile' })
export type MemberProfile = z.infer<typeof memberProfile>

export const memberResponse = z.object({ member: memberProfile })
export type MemberResponse = z.infer<typeof memberResponse>
