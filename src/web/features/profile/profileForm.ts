import type { OwnProfile } from '#shared/api/profile.js'

/** The profile form's fields, as the controls hold them (text; '' when not given). */
export interface ProfileFormValues extends Record<string, string> {
  name: string
  gender: string
  sexuality: string
  country: string
  region_id: string
  city: string
  hair_color: string
  eye_color: string
  body_type: string
  relationship_status: string
  tattoos: string
  height_cm: string
  about_me: string
}

/** The optional descriptions, each a select of values from shared/constants. */
export const descriptionFields = [
  'relationship_status',
  'body_type',
  'hair_color',
  'eye_color',
  'tattoos',
] as const

export function formValuesOf(profile: OwnProfile): ProfileFormValues {
  return {
    name: profile.name,
    gender: profile.gender ?? '',
    sexuality: profile.sexuality ?? '',
    country: profile.country,
    region_id: profile.region_id === null ? '' : String(profile.region_id),
    city: profile.city ?? '',
    hair_color: profile.hair_color ?? '',
    eye_color: profile.eye_color ?? '',
    body_type: profile.body_type ?? '',
    relationship_status: profile.relationship_status ?? '',
    tattoos: profile.tattoos ?? '',
    height_cm: profile.height_cm === null ? '' : String(profile.height_cm),
    about_me: profile.about_me ?? '',
  }
}

/**
 * What the form sends to PUT /api/profile.php, still unchecked (the shared schema checks it on both sides):
 * every field of the "about me" screen (the interests have their own), an emptied one as null. Gender and orientation can be chosen but not taken back, since
 * search needs them. A position goes along only when given.
 */
export function profileUpdateOf(
  values: ProfileFormValues,
  position: { lat: number; lon: number } | null,
): Record<string, unknown> {
  const orNull = (value: string) => (value === '' ? null : value)
  const height = values.height_cm.trim()
  return {
    name: values.name,
    ...(values.gender ? { gender: values.gender } : {}),
    ...(values.sexuality ? { sexuality: values.sexuality } : {}),
    country: values.country,
    region_id: values.region_id ? Number(values.region_id) : null,
    city: values.city,
    hair_color: orNull(values.hair_color),
    eye_color: orNull(values.eye_color),
    body_type: orNull(values.body_type),
    relationship_status: orNull(values.relationship_status),
    tattoos: orNull(values.tattoos),
    height_cm: height === '' ? null : Number(height),
    about_me: values.about_me,
    ...(position ? { latitude: position.lat, longitude: position.lon } : {}),
  }
}
