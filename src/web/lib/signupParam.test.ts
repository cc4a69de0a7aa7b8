import { describe, expect, it } from 'vitest'
import { searchWithoutSignup, searchWithSignup } from './signupParam.js'

describe('the signup parameter', () => {
  it('opens the modal and keeps the rest of the query', () => {
    expect(searchWithSignup('')).toBe('?signup=1')
    expect(searchWithSignup('?network=ads')).toBe('?network=ads&signup=1')
    expect(searchWithSignup('?signup=1')).toBe('?signup=1')
  })

  it('closes it and keeps the rest of the query', () => {
    expect(searchWithoutSignup('?signup=1')).toBe('')
    expect(searchWithoutSignup('?network=ads&signup=1&sub1=x')).toBe('?network=ads&sub1=x')
  })
})
