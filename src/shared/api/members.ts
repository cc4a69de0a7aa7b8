import { z } from 'zod'
import type { LikeState } from './likes.js'

/** A member as cards and short profiles show them: never an e-mail, exact position or birth date. */
export interface MemberCard {
  id: number
  name: string
  age: number
  city: string | null
  country: string
  fictional: boolean
  online: boolean
  main_image: { url: string; thumb_url: string } | null
}

export interface MemberListResponse {
  members: MemberCard[]
}

export const memberIdQuery = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }).strict()

/**
 * A photo on someone else's profile. A `locked` photo is a private one the viewer may not see (a visitor or
 * a free member): its URLs then point to a blurred version, never to the photo itself.
 */
export interface ProfilePhoto {
  id: number
  private: boolean
  locked: boolean
  url: string
  thumb_url: string
}

/**
 * GET /api/member.php?id= (docs/product.md §2 Other screens item 5): a member's full profile. The fields
 * after `premium` are present only when the site's `visible_profile_fields` lists them (`region` for region,
 * `height` for height_cm). Interest and region names come translated into the viewer's language;
 * the other fields are the stored codes (the web translates them).
 */
export interface MemberProfile extends MemberCard {
  premium: boolean
  /** Joined within the last 7 days. */
  new_member: boolean
  /** The viewer has blocked this member (they can unblock). */
  blocked_by_me: boolean
  /** docs/product.md §4 Like: the likes between a logged-in viewer and this member; absent for visitors. */
  like?: LikeState
  photos: ProfilePhoto[]
  gender?: string | null
  sexuality?: string | null
  region?: string | null
  hair_color?: string | null
  eye_color?: string | null
  body_type?: string | null
  relationship_status?: string | null
  tattoos?: string | null
  height_cm?: number | null
  interests?: { slug: string; name: string }[]
  about_me?: string | null
}

export interface MemberResponse {
  member: MemberProfile
}
