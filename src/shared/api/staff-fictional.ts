import { z } from 'zod'
import { countries } from '../constants.js'
import { locales } from '../i18n/languages.js'
import { uploadedPhoto } from './photos.js'
import { ownProfile, profileUpdateSchema } from './profile.js'
import { interestsResponse, regionsResponse } from './sites.js'

/**
 * The back-office's fictional profiles (docs/product.md, Staff): staff make and keep them, operators write as
 * them in the console. A fictional profile never logs in.
 */

export const fictionalErrors = {
  birthDate: 'staff.errors.fictional_birth_date',
  operator: 'staff.errors.fictional_operator',
  nothingToChange: 'profile.errors.nothing_to_save',
} as const

/** active: in search and answered; paused: in search, out of the queue; retired: out of search too. */
export const fictionalStates = ['active', 'paused', 'retired'] as const
export type FictionalState = (typeof fictionalStates)[number]

const id = z.number().int().positive().max(2_147_483_647)
const queryId = z.coerce.number().int().positive().max(2_147_483_647)

/** YYYY-MM-DD of an adult: 18 to 99 years old on the day it is checked. */
const birthDate = z
  .string(fictionalErrors.birthDate)
  .regex(/^\d{4}-\d{2}-\d{2}$/, fictionalErrors.birthDate)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`)
    if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false
    const years = (Date.now() - date.getTime()) / (365.25 * 24 * 60 * 60 * 1000)
    return years >= 18 && years < 100
  }, fictionalErrors.birthDate)

// The fields of a member's own profile edit, without a device's position: a fictional profile lives in its town.
const { latitude: _latitude, longitude: _longitude, ...profileFields } = profileUpdateSchema.shape

/** Everything a fictional profile is made of that staff may set. */
const fictionalFields = {
  ...profileFields,
  birth_date: birthDate.optional(),
  country: z.enum(countries).optional(),
  languages: z.array(z.enum(locales)).max(locales.length).optional(),
  operators: z.array(id).max(500).optional(),
}

/** POST /api/staff/fictional.php: a new fictional profile of a site (name, gender, birth date, country needed). */
export const newFictionalInput = z
  .object({
    ...fictionalFields,
    site: id,
    name: profileFields.name.unwrap(),
    gender: profileFields.gender.unwrap(),
    birth_date: birthDate,
    country: z.enum(countries),
  })
  .strict()
export type NewFictionalInput = z.input<typeof newFictionalInput>

/** PUT /api/staff/fictional.php: only what is sent changes; `state` pauses, retires or brings a profile back. */
export const fictionalChangeInput = z
  .object({ ...fictionalFields, id, state: z.enum(fictionalStates).optional() })
  .strict()
  .refine((change) => Object.keys(change).length > 1, fictionalErrors.nothingToChange)
export type FictionalChangeInput = z.input<typeof fictionalChangeInput>

/** GET /api/staff/fictional.php: the fictional profiles of the sites the staff member answers to. */
export const fictionalQuery = z
  .object({ site: queryId.optional(), state: z.enum(fictionalStates).optional(), id: queryId.optional() })
  .strict()

export const staffFictional = z
  .object({
    id: z.number().int(),
    site_id: z.number().int(),
    state: z.enum(fictionalStates),
    languages: z.array(z.enum(locales)),
    /** The operators who may write as the profile; empty: every operator of its site. */
    operators: z
      .array(z.object({ id: z.number().int(), email: z.string() }))
      .describe('The operators who may write as the profile; empty: every operator of its site'),
    profile: ownProfile,
    photos: z.array(uploadedPhoto),
    waiting: z.number().int().describe('Conversations of the profile waiting for an answer'),
    created_at: z.number().int(),
  })
  .meta({ id: 'StaffFictional' })
export type StaffFictional = z.infer<typeof staffFictional>

export const fictionalListResponse = z.object({ profiles: z.array(staffFictional) })
export type FictionalListResponse = z.infer<typeof fictionalListResponse>

export const fictionalResponse = z.object({ profile: staffFictional })
export type FictionalResponse = z.infer<typeof fictionalResponse>

/** DELETE /api/staff/fictional-photo.php?id=, and PUT with `{id, main: true}` or `{id, private}`. */
export const fictionalPhotoQuery = z.object({ id: queryId }).strict()
export const fictionalPhotoChange = z
  .object({ id, main: z.literal(true).optional(), private: z.boolean().optional() })
  .strict()
  .refine(
    (change) => change.main !== undefined || change.private !== undefined,
    fictionalErrors.nothingToChange,
  )

/** POST /api/staff/fictional-photo.php: the multipart text fields beside the file `photo`. */
export const fictionalPhotoFields = z.object({ fictional: queryId, private: z.enum(['0', '1']).optional() })

/** How many photos a fictional profile may have (the members' limits do not apply). */
export const fictionalPhotoLimit = 50

/** GET /api/staff/operators.php?site=: who may be named as a fictional profile's operators. */
export const staffOperatorsQuery = z.object({ site: queryId }).strict()
export const staffOperatorsResponse = z.object({
  operators: z.array(z.object({ id: z.number().int(), email: z.string() })),
})
export type StaffOperatorsResponse = z.infer<typeof staffOperatorsResponse>

/**
 * GET /api/staff/fictional-options.php?site=&country=: what a profile of that site may choose, named in the
 * staff member's language: the site's interests, and the regions of a country.
 */
export const fictionalOptionsQuery = z.object({ site: queryId, country: z.enum(countries) }).strict()
export const fictionalOptionsResponse = z.object({
  interests: interestsResponse.shape.interests,
  regions: regionsResponse.shape.regions.valueType,
})
export type FictionalOptionsResponse = z.infer<typeof fictionalOptionsResponse>
