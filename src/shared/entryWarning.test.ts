import { describe, expect, it } from 'vitest'
import { dismissedAtOf, isLocalPath } from './entryWarning.js'

describe('the entry warning cookie', () => {
  it('holds the time of the confirmation', () => {
    expect(dismissedAtOf('1764000000000')).toBe(1764000000000)
  })
  it.each([undefined, '', 'yes', '-1', '1.5', '9999999999999999'])(
    'is no confirmation when it reads %j',
    (value) => {
      expect(dismissedAtOf(value)).toBeNull()
    },
  )
})

describe('isLocalPath', () => {
  it.each(['/', '/login', '/pages/terms?a=1&b=%2F', '/members/12#top'])('takes %j', (path) => {
    expect(isLocalPath(path)).toBe(true)
  })
  it.each([
    '',
    'login',
    '//evil.example/',
    '/\\evil.example',
    'https://evil.example/',
    '/a b',
    '/a\r\nLocation: x',
    '/a\u0000',
    '/pages/ż',
    '/a\u007f',
    `/${'a'.repeat(2000)}`,
  ])('refuses %j', (path) => {
    expect(isLocalPath(path)).toBe(false)
  })
})
