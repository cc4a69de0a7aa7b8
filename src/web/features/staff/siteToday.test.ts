import { describe, expect, it } from 'vitest'
import { siteToday } from './siteToday.js'

describe("a site's today on a staff screen", () => {
  const sites = [
    { id: 1, name: 'Amora', domain: 'amora.example', time_zone: 'Europe/Amsterdam' },
    { id: 2, name: 'Aloha', domain: 'aloha.example', time_zone: 'Pacific/Honolulu' },
  ]
  // 23:30 in London on 28 November: already the 29th in Amsterdam, still the 28th in Honolulu.
  const lateEvening = Date.UTC(2026, 10, 28, 23, 30)

  it("is the chosen site's calendar day, not the staff member's", () => {
    expect(siteToday(sites, 1, lateEvening)).toBe('2026-11-29')
    expect(siteToday(sites, '2', lateEvening)).toBe('2026-11-28')
  })

  it('is the first site’s day when none is chosen or the choice is unknown', () => {
    expect(siteToday(sites, null, lateEvening)).toBe('2026-11-29')
    expect(siteToday(sites, 9, lateEvening)).toBe('2026-11-29')
    expect(siteToday([], undefined, lateEvening)).toBe('2026-11-28')
  })
})
