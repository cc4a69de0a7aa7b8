import { z } from 'zod'

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

export interface MemberResponse {
  member: MemberCard
}

export interface MemberListResponse {
  members: MemberCard[]
}

export const memberIdQuery = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }).strict()
