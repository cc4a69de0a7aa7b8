import { describe, expect, it } from 'vitest'
import { domainAndParents, domainOf, isDisposableDomain } from './disposable.js'

describe('throwaway mail domains', () => {
  it('names a domain and the domains above it, never the top level alone', () => {
    expect(domainAndParents('Mail.Example.co.uk')).toEqual(['mail.example.co.uk', 'example.co.uk', 'co.uk'])
    expect(domainAndParents('example.com')).toEqual(['example.com'])
  })

  it('knows the kept list, subdomains included, and leaves ordinary providers alone', () => {
    expect(isDisposableDomain('mailinator.com')).toBe(true)
    expect(isDisposableDomain('x.mailinator.com')).toBe(true)
    for (const domain of ['gmail.com', 'outlook.com', 'web.de', 'gmx.de', 'wp.pl', 'orange.fr', 'libero.it'])
      expect(isDisposableDomain(domain)).toBe(false)
  })

  it('reads the domain after the last @', () => {
    expect(domainOf('"a@b"@Example.COM')).toBe('example.com')
  })
})
