import { describe, expect, it } from 'vitest'
import { profileUpdateSchema } from '#shared/api/profile.js'
import { formValuesOf, profileUpdateOf } from './profileForm.js'

const profile = {
  name: 'Anne',
  gender: 'female',
  sexuality: null,
  birth_date: '1990-01-01',
  country: 'NL',
  region_id: 7,
  city: 'Haarlem',
  hair_color: 'red',
  eye_color: null,
  body_type: null,
  relationship_status: 'single',
  tattoos: null,
  height_cm: 170,
  about_me: null,
  interests: [3, 5],
  has_location: false,
}

describe('profile form', () => {
  it('turns the saved profile into form values and back into a valid update', () => {
    const values = formValuesOf(profile)
    expect(values).toMatchObject({ region_id: '7', height_cm: '170', sexuality: '', about_me: '' })
    const update = profileUpdateOf(values, null)
    expect(update).toEqual({
      name: 'Anne',
      gender: 'female',
      country: 'NL',
      region_id: 7,
      city: 'Haarlem',
      hair_color: 'red',
      eye_color: null,
      body_type: null,
      relationship_status: 'single',
      tattoos: null,
      height_cm: 170,
      about_me: '',
    })
    expect(profileUpdateSchema.safeParse(update).success).toBe(true)
  })

  it('sends emptied fields as null and a position when there is one', () => {
    const values = { ...formValuesOf(profile), region_id: '', height_cm: ' ', hair_color: '' }
    expect(profileUpdateOf(values, { lat: 52.38, lon: 4.64 })).toMatchObject({
      region_id: null,
      height_cm: null,
      hair_color: null,
      latitude: 52.38,
      longitude: 4.64,
    })
  })

  it('lets the shared schema refuse a height that is not a whole number in range', () => {
    const update = profileUpdateOf({ ...formValuesOf(profile), height_cm: '17o' }, null)
    const result = profileUpdateSchema.safeParse(update)
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.path).toEqual(['height_cm'])
  })
})
