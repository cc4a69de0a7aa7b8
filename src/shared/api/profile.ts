import { z } from 'zod'
import { genders, sexualities } from '../constants.js'

export const profileErrors = {
  unknownRegion: 'profile.errors.unknown_region',
  nothingToSave: 'profile.errors.nothing_to_save',
} as const

export const aboutMeMaxLength = 2000

/** PUT /api/profile.php: the fields a member fills in during signup; the profile page adds more. */
export const profileUpdateSchema = z
  .object({
    gender: z.enum(genders).optional(),
    sexuality: z.enum(sexualities).optional(),
    region_id: z.number().int().positive().nullable().optional(),
    city: z.string().trim().max(120).nullable().optional(),
    about_me: z.string().trim().max(aboutMeMaxLength).nullable().optional(),
  })
  .strict()
  .refine((update) => Object.keys(update).length > 0, profileErrors.nothingToSave)

export type ProfileUpdate = z.infer<typeof profileUpdateSchema>

export interface OwnProfileResponse {
  profile: {
    name: string
    gender: string | null
    sexuality: string | null
    country: string
    region_id: number | null
    city: string | null
    about_me: string | null
  }
}
