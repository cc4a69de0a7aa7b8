import { z } from 'zod'
import {
  bodyTypes,
  countries,
  eyeColors,
  genders,
  hairColors,
  relationshipStatuses,
  sexualities,
  tattooOptions,
} from '../constants.js'
import { username } from './account.js'
import { contentReviewModes, reviewedTextFields, textRejectReasons } from './staff-moderation.js'

export const profileErrors = {
  unknownCountry: 'profile.errors.unknown_country',
  unknownRegion: 'profile.errors.unknown_region',
  townNotInRegion: 'profile.errors.town_not_in_region',
  nothingToSave: 'profile.errors.nothing_to_save',
  unknownInterest: 'profile.errors.unknown_interest',
  height: 'profile.errors.height',
  location: 'profile.errors.location',
} as const

export const aboutMeMaxLength = 2000
export const cityMaxLength = 120
export const heightLimits = { min: 120, max: 230 } as const
export const maxInterests = 60

// Optional descriptions: null (or an empty select) clears them.
const choice = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values).nullable().optional()

const coordinate = (limit: number) =>
  z.number(profileErrors.location).min(-limit, profileErrors.location).max(limit, profileErrors.location)

/**
 * PUT /api/profile.php: any subset of the member's own profile. Signup's optional steps send a few
 * fields; the profile page sends them all. The country is one of the site's; the date of birth is not
 * changed here.
 */
export const profileUpdateSchema = z
  .object({
    name: username().optional(),
    gender: z.enum(genders).optional(),
    sexuality: z.enum(sexualities).optional(),
    country: z.enum(countries, profileErrors.unknownCountry).optional(),
    region_id: z.number().int().positive().max(2_147_483_647).nullable().optional(),
    city: z
      .string()
      .trim()
      .max(cityMaxLength)
      .regex(/^[^\p{Cc}]*$/u)
      .nullable()
      .optional(),
    hair_color: choice(hairColors),
    eye_color: choice(eyeColors),
    body_type: choice(bodyTypes),
    relationship_status: choice(relationshipStatuses),
    tattoos: choice(tattooOptions),
    height_cm: z
      .number(profileErrors.height)
      .int(profileErrors.height)
      .min(heightLimits.min, profileErrors.height)
      .max(heightLimits.max, profileErrors.height)
      .nullable()
      .optional(),
    about_me: z.string().trim().max(aboutMeMaxLength).nullable().optional(),
    interests: z
      .array(
        z
          .number(profileErrors.unknownInterest)
          .int(profileErrors.unknownInterest)
          .positive(profileErrors.unknownInterest),
      )
      .max(maxInterests, profileErrors.unknownInterest)
      .transform((ids) => [...new Set(ids)])
      .optional(),
    // A position the member's device shared; stored coarsely and never shown to others.
    latitude: coordinate(90).nullable().optional(),
    longitude: coordinate(180).nullable().optional(),
  })
  .strict()
  .refine((update) => Object.keys(update).length > 0, profileErrors.nothingToSave)
  .refine((update) => (update.latitude === undefined) === (update.longitude === undefined), {
    message: profileErrors.location,
    path: ['longitude'],
  })
  .refine((update) => (update.latitude === null) === (update.longitude === null), {
    message: profileErrors.location,
    path: ['longitude'],
  })

export type ProfileUpdate = z.infer<typeof profileUpdateSchema>

/** GET /api/profile.php: the member's own profile, every field they can edit plus their date of birth. */
export const ownProfile = z
  .object({
    name: z.string(),
    gender: z.string().nullable(),
    sexuality: z.string().nullable(),
    birth_date: z.string().describe('YYYY-MM-DD'),
    country: z.string(),
    region_id: z.number().int().nullable(),
    city: z.string().nullable(),
    hair_color: z.string().nullable(),
    eye_color: z.string().nullable(),
    body_type: z.string().nullable(),
    relationship_status: z.string().nullable(),
    tattoos: z.string().nullable(),
    height_cm: z.number().int().nullable(),
    about_me: z.string().nullable(),
    /** Interest ids (GET /api/interests.php names them). */
    interests: z.array(z.number().int()).describe('Interest ids (GET /api/interests.php names them)'),
    /** Whether a position is stored; the position itself is never sent. */
    has_location: z.boolean().describe('Whether a position is stored; the position itself is never sent'),
  })
  .meta({ id: 'OwnProfile' })
export type OwnProfile = z.infer<typeof ownProfile>

/** GET /api/profile.php, and the answer of PUT /api/profile.php: the profile as saved. */
/**
 * Where the member's changed name and about-me text stand: the fields whose new text waits unseen for the
 * site's check (the profile above shows the member their new text), and refusals of the last 30 days.
 */
export const ownTextReview = z
  .object({
    mode: z.enum(contentReviewModes),
    waiting: z.array(z.enum(reviewedTextFields)),
    refused: z.array(
      z.object({
        field: z.enum(reviewedTextFields),
        reason: z.enum(textRejectReasons),
        refused_at: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'OwnTextReview' })
export type OwnTextReview = z.infer<typeof ownTextReview>

export const ownProfileResponse = z.object({ profile: ownProfile, review: ownTextReview })
export type OwnProfileResponse = z.infer<typeof ownProfileResponse>
