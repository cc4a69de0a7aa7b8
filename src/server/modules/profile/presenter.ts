import type { OwnProfileResponse } from '#shared/api/profile.js'
import type { OwnProfileRow } from './queries.js'

/** The member's own profile. The stored position is only ever told as "there is one". */
export function presentOwnProfile(row: OwnProfileRow, interests: number[]): OwnProfileResponse {
  return {
    profile: {
      name: row.name,
      gender: row.gender,
      sexuality: row.sexuality,
      birth_date: row.birth_date,
      country: row.country,
      region_id: row.region_id,
      city: row.city,
      hair_color: row.hair_color,
      eye_color: row.eye_color,
      body_type: row.body_type,
      relationship_status: row.relationship_status,
      tattoos: row.tattoos,
      height_cm: row.height_cm,
      about_me: row.about_me,
      interests,
      has_location: row.latitude !== null && row.longitude !== null,
    },
  }
}
