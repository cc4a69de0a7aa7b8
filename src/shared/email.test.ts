import { describe, expect, it } from 'vitest'
import { isValidEmail, suggestEmail } from './email.js'

describe('isValidEmail', () => {
  it.each(['anna@example.com', 'a.b+c@sub.example.co.uk', 'j@x.nl'])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true)
  })
  it.each([
    '',
    'anna',
    'anna@',
    '@example.com',
    'anna@example',
    'an na@example.com',
    'a@b..com',
    `${'a'.repeat(65)}@x.com`,
    '<script>@x.com',
  ])('refuses %s', (email) => {
    expect(isValidEmail(email)).toBe(false)
  })
})

describe('suggestEmail', () => {
  it.each([
    ['anna@gmial.com', 'anna@gmail.com'],
    ['anna@hotmail.con', 'anna@hotmail.com'],
    ['jan@zigo.nl', 'jan@ziggo.nl'],
    ['max@gmx.dee', 'max@gmx.de'],
  ])('suggests a correction for %s', (email, suggestion) => {
    expect(suggestEmail(email)).toBe(suggestion)
  })
  it('stays quiet for correct or unknown domains', () => {
    expect(suggestEmail('anna@gmail.com')).toBeNull()
    expect(suggestEmail('anna@my-company.example')).toBeNull()
    expect(suggestEmail('no-at-sign')).toBeNull()
  })
})
