import { describe, expect, it } from 'vitest'
import type { StaffFictional } from '#shared/api/staff-fictional.js'
import { ageOn, changedCount, nextStates, profileChange, profileDraft } from './fictional.js'

const fictional: StaffFictional = {
  id: 7,
  site_id: 1,
  state: 'active',
  languages: ['de'],
  operators: [],
  photos: [],
  waiting: 0,
  created_at: 0,
  profile: {
    name: 'Sanne',
    gender: 'female',
    sexuality: null,
    birth_date: '1994-06-15',
    country: 'NL',
    region_id: 12,
    city: 'Haarlem',
    hair_color: 'red',
    eye_color: null,
    body_type: null,
    relationship_status: null,
    tattoos: null,
    height_cm: 170,
    about_me: null,
    interests: [5, 2],
    has_location: false,
  },
}

describe('fictional profile form', () => {
  it('tells the age in whole years, the birthday counting from its day', () => {
    expect(ageOn('1994-06-15', '2026-06-14')).toBe(31)
    expect(ageOn('1994-06-15', '2026-06-15')).toBe(32)
    expect(ageOn('not a date', '2026-06-15')).toBeNull()
  })

  it('sends only what changed, in the contract shapes', () => {
    const saved = profileDraft(fictional)
    expect(saved.interests).toEqual([2, 5])
    expect(profileChange(7, saved, saved)).toEqual({ id: 7 })
    const draft = { ...saved, hair_color: '', height_cm: '', city: 'Leiden', interests: [5, 3, 2] }
    expect(changedCount(draft, saved)).toBe(4)
    expect(profileChange(7, draft, saved)).toEqual({
      id: 7,
      hair_color: null,
      height_cm: null,
      city: 'Leiden',
      interests: [2, 3, 5],
    })
    expect(profileChange(7, { ...saved, height_cm: 'tall' }, saved).height_cm).toBeNaN()
  })

  it('sends the region along with a new country, or clears it', () => {
    const saved = profileDraft(fictional)
    expect(profileChange(7, { ...saved, country: 'DE', region_id: '' }, saved)).toEqual({
      id: 7,
      country: 'DE',
      region_id: null,
    })
    expect(profileChange(7, { ...saved, country: 'DE', region_id: '40' }, saved)).toEqual({
      id: 7,
      country: 'DE',
      region_id: 40,
    })
  })

  it('offers the other states', () => {
    expect(nextStates('active')).toEqual(['paused', 'retired'])
    expect(nextStates('retired')).toEqual(['active', 'paused'])
  })
})
