import { describe, expect, it } from 'vitest'
import { initialOf } from './initial.js'

describe('initialOf', () => {
  it('is the first letter, capitalised', () => {
    expect(initialOf('anna')).toBe('A')
    expect(initialOf('Łucja')).toBe('Ł')
    expect(initialOf('  émile')).toBe('É')
  })

  it('keeps a letter of two UTF-16 units whole, and is empty for an empty name', () => {
    expect(initialOf('𝓐lex')).toBe('𝓐')
    expect(initialOf('')).toBe('')
  })
})
