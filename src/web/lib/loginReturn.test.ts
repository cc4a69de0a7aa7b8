import { describe, expect, it } from 'vitest'
import { loginPathFor, returnPathOf } from './loginReturn.js'

describe('the way back after logging in', () => {
  it('leads back to the page that asked for the login, with its query', () => {
    const login = loginPathFor('/members/12/chat?x=1')
    expect(login).toBe('/login?next=%2Fmembers%2F12%2Fchat%3Fx%3D1')
    expect(returnPathOf(login.slice('/login'.length))).toBe('/members/12/chat?x=1')
  })

  it('leads to the members area without a next, or with one that would leave the site', () => {
    for (const search of [
      '',
      '?next=',
      '?next=https://evil.example/',
      '?next=//evil.example',
      '?next=/\\evil.example',
      '?next=javascript:alert(1)',
      '?next=/login',
    ]) {
      expect(returnPathOf(search)).toBe('/members')
    }
  })
})
