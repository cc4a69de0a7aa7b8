import { describe, expect, it } from 'vitest'
import type { MemberCard } from '#shared/api/members.js'
import { memberCard } from '#web/testing/renderHtml.js'
import {
  defaultPreferences,
  orderByShared,
  preferencesFromSearch,
  preferencesSearch,
  searchParams,
} from './preferences.js'

const card = (id: number): MemberCard =>
  memberCard({ id, name: `M${id}`, age: 30, city: null, online: false })

describe('match finder preferences', () => {
  it('starts from 25 to 45, or from the site minimum age when that is higher', () => {
    expect(defaultPreferences(18)).toEqual({
      gender: null,
      minAge: 25,
      maxAge: 45,
      region: null,
      interests: [],
    })
    expect(defaultPreferences(30).minAge).toBe(30)
    expect(defaultPreferences(50)).toMatchObject({ minAge: 50, maxAge: 50 })
  })

  it('keeps the answers in the address and reads them back', () => {
    const answers = { gender: 'female' as const, minAge: 28, maxAge: 40, region: 7, interests: [9, 3] }
    const params = preferencesSearch(answers)
    expect(params.toString()).toBe('gender=female&min_age=28&max_age=40&region=7&interests=3%2C9')
    expect(preferencesFromSearch(params, 18)).toEqual({ ...answers, interests: [3, 9] })
  })

  it.each([
    '',
    'min_age=25&max_age=40',
    'gender=other&min_age=25&max_age=40',
    'gender=male&min_age=40&max_age=25',
    'gender=male&min_age=17&max_age=25',
    'gender=male&min_age=20&max_age=25',
    'gender=male&min_age=25&max_age=100',
    'gender=male&min_age=2.5&max_age=40',
    'gender=male&min_age=25&max_age=40&region=abc',
    'gender=male&min_age=25&max_age=40&region=0',
    'gender=male&min_age=25&max_age=40&interests=1,,2',
    `gender=male&min_age=25&max_age=40&interests=${Array.from({ length: 21 }, (_, i) => i + 1).join(',')}`,
  ])('asks again for answers that do not make sense: %s', (query) => {
    expect(preferencesFromSearch(new URLSearchParams(query), 21)).toBeNull()
  })

  it('turns the answers into the search filters of the country', () => {
    const answers = { gender: 'male' as const, minAge: 30, maxAge: 50, region: null, interests: [1] }
    expect(searchParams(answers, 'BE')).toEqual({
      country: 'BE',
      gender: 'male',
      min_age: '30',
      max_age: '50',
    })
    expect(searchParams({ ...answers, region: 4 }, 'BE').countryregion).toBe('4')
  })

  it('puts the members sharing the most interests first and keeps the search order otherwise', () => {
    const members = [1, 2, 3, 4, 5].map(card)
    const shared = new Map([
      [4, ['music']],
      [2, ['music', 'hiking']],
      [5, ['gym']],
    ])
    expect(orderByShared(members, shared).map((m) => m.id)).toEqual([2, 4, 5, 1, 3])
    expect(orderByShared(members, new Map()).map((m) => m.id)).toEqual([1, 2, 3, 4, 5])
  })
})
