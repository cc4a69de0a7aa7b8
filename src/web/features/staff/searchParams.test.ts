import { describe, expect, it } from 'vitest'
import { auditSearchFields, memberSearchFields, searchFromUrl, withFilter } from './searchParams.js'

describe('the search in the URL', () => {
  it('keeps known keys with accepted values, without defaults', () => {
    const params = new URLSearchParams('q=+anna+&site=x&status=active&sort=newest&page=1&evil=1&paid=maybe')
    expect(searchFromUrl(params, memberSearchFields)).toEqual({ q: 'anna', status: 'active' })
  })

  it('reads the audit log’s filters', () => {
    const params = new URLSearchParams('target_kind=member&target=12&action=member.disable&staff=0')
    expect(searchFromUrl(params, auditSearchFields)).toEqual({
      target_kind: 'member',
      target: '12',
      action: 'member.disable',
    })
  })

  it('starts a changed filter at page 1, but keeps the page when paging', () => {
    const params = new URLSearchParams('q=a&page=4')
    expect(withFilter(params, 'status', 'active').toString()).toBe('q=a&status=active')
    expect(withFilter(params, 'page', '5').toString()).toBe('q=a&page=5')
  })
})
